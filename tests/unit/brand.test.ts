import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { getTenant } from '../../sites/registry'
import { GENERATED_LOGO, SHARE_IMAGE_SIZE, logoFor, shareImageSvg, wrapWords } from '../../sites/logo'
import { sfntFamilyName, shareImagePng, woffToSfnt } from '../../sites/shareImage'
import { brandedTenant, tenantFiles } from '../../sites/tenantFiles'

describe('logos by background', () => {
  it('puts the dark logo on light backgrounds and the light logo on dark ones', () => {
    const both = { logoDark: 'https://cdn.example/dark.png', logoLight: 'https://cdn.example/light.png' }
    expect(logoFor(both, 'light')).toBe(both.logoDark)
    expect(logoFor(both, 'dark')).toBe(both.logoLight)
  })

  it('never puts the other variant where it could vanish: the generated logo stands in', () => {
    expect(logoFor({ logoLight: 'https://cdn.example/light.png', logoDark: null }, 'light')).toBe(
      GENERATED_LOGO,
    )
    expect(logoFor({ logoDark: 'https://cdn.example/dark.png' }, 'dark')).toBe(GENERATED_LOGO)
    expect(logoFor(null, 'light')).toBe(GENERATED_LOGO)
    expect(logoFor({ logoDark: '  ' }, 'light')).toBe(GENERATED_LOGO)
  })
})

describe('share image', () => {
  it('wraps long names to lines and escapes text', () => {
    expect(wrapWords('ASEAN Foundation Digital Academy', 20)).toEqual(['ASEAN Foundation', 'Digital Academy'])
    const svg = shareImageSvg({ ...getTenant('demo')!, name: 'A <b> & "c"' })
    expect(svg).not.toContain('<b>')
    expect(svg).toContain('A &#60;b&#62; &#38; &#34;c&#34;')
  })

  it('unpacks WOFF into a font that names itself', () => {
    const woff = fs.readFileSync(
      path.resolve(
        import.meta.dirname,
        '../../node_modules/@fontsource/raleway/files/raleway-latin-800-normal.woff',
      ),
    )
    const sfnt = woffToSfnt(woff)
    expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4))
    expect(sfntFamilyName(sfnt)).toMatch(/^Raleway/)
  })

  it('is a 1200×630 PNG in the site’s settings colours and name, the same bytes on every build', async () => {
    const tenant = brandedTenant(getTenant('smkcoding')!, {
      title: 'SMK Coding Indonesia',
      css: { clr_primary: '#112233' },
    })
    expect(tenant.name).toBe('SMK Coding Indonesia')
    expect(tenant.theme.primary).toBe('#112233')
    expect(shareImageSvg(tenant)).toContain('fill="#112233"')
    const png = await shareImagePng(tenant)
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([
      SHARE_IMAGE_SIZE.width,
      SHARE_IMAGE_SIZE.height,
    ])
    expect((await shareImagePng(tenant)).equals(png)).toBe(true)
    const file = (await tenantFiles(getTenant('smkcoding')!)).find((f) => f.path === '/og-image.png')
    expect(file?.type).toBe('image/png')
  })
})
