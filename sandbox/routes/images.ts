/**
 * Locally generated SVG images (`/drive/img/<kind>/<name>.svg`): covers, logos, avatars. No network.
 *
 * A cover is placeholder art for a seeded item, so it reads as that item's: it shows the item's name
 * exactly as written ("Liga smk coding" stays as the organisation spelled it; no casing is applied)
 * in the colours of the site the item belongs to (the CMS's `css` colours, else the registry's
 * brand colours from the launcher). A path no seeded item uses (an avatar, an icon, a number)
 * shows no text, in a colour pair picked from its name.
 */
import type { SandboxContext, SandboxModule } from '../context'
import { CATALOGUES } from '../seed/catalogues'
import { CSS } from '../seed/settings'

const PALETTE = ['#2096C4', '#2F80ED', '#D7263D', '#1B998B', '#7B2CBF', '#F2A541', '#1E7A5A', '#E4572E']
const IMAGE_FIELDS = ['logo', 'cover', 'image', 'icon'] as const
/** Pictures of a person or a mark, not of a named item: no text on them. */
const NO_TEXT_KINDS = new Set(['mentor', 'career', 'logo', 'avatar'])

interface Owner {
  title: string | null
  tenant: string
}

/** Every seeded image path, with the name of the item it pictures and the site it belongs to. */
function ownersOfPaths(): Map<string, Owner> {
  const owners = new Map<string, Owner>()
  for (const c of CATALOGUES) {
    const tenant = c.tenants[0] ?? c.key
    for (const list of Object.values(c))
      if (Array.isArray(list))
        for (const item of list as Record<string, unknown>[]) {
          if (typeof item !== 'object' || item === null) continue
          const title =
            typeof item.name === 'string' ? item.name : typeof item.title === 'string' ? item.title : null
          for (const field of IMAGE_FIELDS) {
            const path = item[field]
            if (typeof path === 'string' && path.startsWith('/drive/img/') && !owners.has(path))
              owners.set(path, { title, tenant })
          }
        }
  }
  return owners
}

let owners: Map<string, Owner> | null = null

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

/** The name broken into at most two lines of about 34 characters. */
function lines(text: string): string[] {
  const out: string[] = []
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = out.length - 1
    if (last >= 0 && `${out[last]} ${word}`.length <= 34) out[last] = `${out[last]} ${word}`
    else out.push(word)
  }
  if (out.length > 2) out[1] = `${out[1]!.slice(0, 32)}…`
  return out.slice(0, 2)
}

export function coverSvg(
  kind: string,
  name: string,
  siteColours: Record<string, { primary: string; secondary: string }> = {},
): string {
  owners ??= ownersOfPaths()
  const owner = owners.get(`/drive/img/${kind}/${name}.svg`)
  const n = [...name].reduce((a, ch) => a * 31 + ch.charCodeAt(0), 7) >>> 0
  const css = owner ? CSS[owner.tenant] : undefined
  const brand = owner ? siteColours[owner.tenant] : undefined
  const a = css?.clr_primary ?? brand?.primary ?? PALETTE[n % PALETTE.length]!
  const b = css?.clr_secondary ?? brand?.secondary ?? PALETTE[(n >> 3) % PALETTE.length]!
  const text = owner?.title && !NO_TEXT_KINDS.has(kind) ? owner.title : ''
  const shown = lines(text)
  const label = shown
    .map((line, i) => `<tspan x="40" y="${410 - (shown.length - 1 - i) * 42}">${escapeXml(line)}</tspan>`)
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450" viewBox="0 0 800 450"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="800" height="450" fill="url(#g)"/><circle cx="${120 + (n % 560)}" cy="${90 + (n % 270)}" r="${60 + (n % 90)}" fill="#fff" opacity=".15"/><text font-family="sans-serif" font-size="32" fill="#fff" opacity=".9">${label}</text></svg>`
}

export const images: SandboxModule = {
  register({ hosts, config }: SandboxContext) {
    hosts.drive.get('/img/:kind/:file', (c) => {
      const { kind, file } = c.req.param()
      const match = /^([\w-]{1,120})\.svg$/.exec(file)
      if (!match?.[1] || !/^[\w-]{1,20}$/.test(kind)) return c.text('Not found', 404)
      return c.body(coverSvg(kind, match[1], config.siteColours), 200, {
        'Content-Type': 'image/svg+xml',
        'Cache-Control': 'public, max-age=86400',
      })
    })
  },
}
