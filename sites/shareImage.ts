/**
 * The tenant's share image as a PNG, drawn at build time from its name, tagline and colours
 * (social networks ignore SVG). Server side only: the build and the dev server (sites/tenantFiles.ts).
 *
 * The SVG of sites/logo.ts is rasterised with resvg (@resvg/resvg-js, no browser needed) in the
 * site's own hosted fonts, and its pixels encoded by sharp (libvips): resvg's own PNG encoder
 * compresses hard and took most of a drawing's time (about 35-75 ms of 50-150 ms a picture on the
 * build machine), libvips does it in about 4 ms off the main thread for a file a few KB larger. resvg reads TrueType/OpenType files, and @fontsource ships WOFF: a WOFF 1
 * file is the same tables, each zlib-compressed, so `woffToSfnt` unpacks it into a font resvg can
 * load (written once per process to a temporary folder). No system fonts are used, so every build
 * machine draws the same pixels.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createRequire } from 'node:module'
import { inflateSync } from 'node:zlib'
import { Resvg } from '@resvg/resvg-js'
import sharp from 'sharp'
import { resolveFont, type FontRole, type HostedFont } from './fonts'
import { SHARE_IMAGE_SIZE, pageShareImageSvg, shareImageSvg } from './logo'
import type { Tenant } from './registry'

/** WOFF 1 → the TrueType/OpenType bytes it wraps. */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF 1 file')
  const flavor = woff.readUInt32BE(4)
  const numTables = woff.readUInt16BE(12)
  const tables: { tag: string; checksum: number; data: Buffer }[] = []
  for (let i = 0; i < numTables; i++) {
    const at = 44 + i * 20
    const tag = woff.toString('latin1', at, at + 4)
    const offset = woff.readUInt32BE(at + 4)
    const compLength = woff.readUInt32BE(at + 8)
    const origLength = woff.readUInt32BE(at + 12)
    const checksum = woff.readUInt32BE(at + 16)
    const raw = woff.subarray(offset, offset + compLength)
    tables.push({ tag, checksum, data: compLength < origLength ? inflateSync(raw) : Buffer.from(raw) })
  }
  const entrySelector = Math.floor(Math.log2(numTables))
  const searchRange = 2 ** entrySelector * 16
  const header = Buffer.alloc(12 + numTables * 16)
  header.writeUInt32BE(flavor, 0)
  header.writeUInt16BE(numTables, 4)
  header.writeUInt16BE(searchRange, 6)
  header.writeUInt16BE(entrySelector, 8)
  header.writeUInt16BE(numTables * 16 - searchRange, 10)
  const bodies: Buffer[] = []
  let offset = header.length
  tables.forEach((t, i) => {
    const at = 12 + i * 16
    header.write(t.tag, at, 'latin1')
    header.writeUInt32BE(t.checksum, at + 4)
    header.writeUInt32BE(offset, at + 8)
    header.writeUInt32BE(t.data.length, at + 12)
    const padded = Buffer.alloc((t.data.length + 3) & ~3)
    t.data.copy(padded)
    bodies.push(padded)
    offset += padded.length
  })
  return Buffer.concat([header, ...bodies])
}

/**
 * The family name a font file gives itself (name ID 16, else 1, Windows records): what resvg matches
 * `font-family` against. @fontsource's static files name each weight as a family of its own
 * ("Raleway ExtraBold"), so the SVG must use this name rather than the CSS family.
 */
export function sfntFamilyName(sfnt: Buffer): string | null {
  const numTables = sfnt.readUInt16BE(4)
  for (let i = 0; i < numTables; i++) {
    const at = 12 + i * 16
    if (sfnt.toString('latin1', at, at + 4) !== 'name') continue
    const table = sfnt.readUInt32BE(at + 8)
    const count = sfnt.readUInt16BE(table + 2)
    const strings = table + sfnt.readUInt16BE(table + 4)
    const names = new Map<number, string>()
    for (let r = 0; r < count; r++) {
      const rec = table + 6 + r * 12
      if (sfnt.readUInt16BE(rec) !== 3) continue
      const id = sfnt.readUInt16BE(rec + 6)
      const bytes = sfnt.subarray(
        strings + sfnt.readUInt16BE(rec + 10),
        strings + sfnt.readUInt16BE(rec + 10) + sfnt.readUInt16BE(rec + 8),
      )
      let text = ''
      for (let k = 0; k + 1 < bytes.length; k += 2) text += String.fromCharCode(bytes.readUInt16BE(k))
      names.set(id, text)
    }
    return names.get(16) ?? names.get(1) ?? null
  }
  return null
}

// Resolved as a package file, not from this module's folder: the build runs this module from a
// bundle elsewhere under node_modules/.
const require = createRequire(import.meta.url)
const RESVG_VERSION = (require('@resvg/resvg-js/package.json') as { version: string }).version
/** The encoder's bytes follow libvips's and its PNG library's versions. */
const ENCODER_VERSION = `${sharp.versions.sharp}/${sharp.versions.vips}/${sharp.versions.png ?? ''}`
const unpacked = new Map<string, { file: string; family: string }>()

/** A hosted font's file at one weight, as a TrueType file resvg can read, with its own family name. */
function fontFile(font: HostedFont, weight: number): { file: string; family: string } {
  const stem = `${font.id}-latin-${weight}-normal`
  const hit = unpacked.get(stem)
  if (hit) return hit
  const sfnt = woffToSfnt(fs.readFileSync(require.resolve(`@fontsource/${font.id}/files/${stem}.woff`)))
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'share-fonts-'))
  const file = path.join(dir, `${stem}.ttf`)
  fs.writeFileSync(file, sfnt)
  const entry = { file, family: sfntFamilyName(sfnt) ?? font.family }
  unpacked.set(stem, entry)
  return entry
}

export interface ShareImageFonts {
  fontPrimary: string
  fontSecondary: string
}

async function rasterise(
  draw: (fonts: { heading: string; text: string }) => string,
  fonts: ShareImageFonts,
): Promise<Buffer> {
  const family = (role: FontRole) =>
    resolveFont(role === 'primary' ? fonts.fontPrimary : fonts.fontSecondary, role).font
  const heading = fontFile(family('primary'), 800)
  const text = fontFile(family('secondary'), 400)
  const svg = draw({ heading: heading.family, text: text.family })
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'width', value: SHARE_IMAGE_SIZE.width },
    font: { loadSystemFonts: false, fontFiles: [heading.file, text.file], defaultFontFamily: text.family },
  })
  const image = resvg.render()
  return sharp(image.pixels, { raw: { width: image.width, height: image.height, channels: 4 } })
    .png({ compressionLevel: 6 })
    .toBuffer()
}

/** The share image PNG of a site: its name, tagline and colours, in its own fonts. */
export function shareImagePng(tenant: Tenant, fonts: ShareImageFonts = tenant.theme): Promise<Buffer> {
  return rasterise((f) => shareImageSvg(tenant, f), fonts)
}

/** A page's share image PNG: its title on the site's colours (sites/logo.ts `pageShareImageSvg`). */
export function pageShareImagePng(
  tenant: Tenant,
  title: string,
  fonts: ShareImageFonts = tenant.theme,
): Promise<Buffer> {
  return rasterise((f) => pageShareImageSvg(tenant, title, f), fonts)
}

/**
 * What a page's image depends on: the drawing, its fonts and the rasteriser's and encoder's versions. Equal keys
 * give equal bytes, so a cache keyed by it redraws only what changed.
 */
export function pageShareImageKey(
  tenant: Tenant,
  title: string,
  fonts: ShareImageFonts = tenant.theme,
): string {
  return createHash('sha256')
    .update(
      `${RESVG_VERSION}\0${ENCODER_VERSION}\0${fonts.fontPrimary}\0${fonts.fontSecondary}\0${pageShareImageSvg(tenant, title)}`,
    )
    .digest('hex')
    .slice(0, 24)
}

/**
 * `pageShareImagePng` through a folder of drawn images named by `pageShareImageKey`: the build's
 * cache, kept across builds, so a rebuild redraws only the pages whose title or brand changed.
 */
export async function cachedPageShareImage(
  cacheDir: string,
  tenant: Tenant,
  title: string,
): Promise<{ file: string; drawn: boolean }> {
  const file = path.join(cacheDir, `${pageShareImageKey(tenant, title)}.png`)
  if (fs.existsSync(file)) return { file, drawn: false }
  fs.mkdirSync(cacheDir, { recursive: true })
  const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`
  fs.writeFileSync(partial, await pageShareImagePng(tenant, title))
  fs.renameSync(partial, file)
  return { file, drawn: true }
}
