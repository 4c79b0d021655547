/**
 * "Daftar" on every tenant (sites/registry.ts): the header's link goes to `/Register` with the page
 * to come back to, and `/Register` as pre-rendered for the tenant holds the coder registration only
 * where the registry's `coderSignUp` says so (the coding school); everywhere else it is the learner
 * sign-up launcher in the site's own name. Rendered the way the build renders it, for all 40 keys.
 */
import { renderToStaticMarkup } from 'react-dom/server'
import { SWRConfig } from 'swr'
import { VikeReactProviderPageContext } from 'vike-react/usePageContext'
import type { PageContext } from 'vike/types'
import { describe, expect, it } from 'vitest'
import RegisterPage from '../../pages/Register/+Page'
import { SignInLinks } from '../../shell/AccountCorner'
import { SiteProvider } from '../../shell/site'
import { TENANTS } from '../../sites/registry'
import { createSiteRuntime } from '../../sites/runtime'

function render(key: string, node: React.ReactNode) {
  const site = createSiteRuntime(key, {}, null, 'test')
  const pageContext = { urlPathname: '/Register', urlParsed: { search: {} }, site } as unknown as PageContext
  return renderToStaticMarkup(
    <VikeReactProviderPageContext pageContext={pageContext}>
      <SiteProvider site={site}>
        <SWRConfig value={{ provider: () => new Map() }}>{node}</SWRConfig>
      </SiteProvider>
    </VikeReactProviderPageContext>,
  )
}

describe('"Daftar" on every tenant', () => {
  it('covers the 40 tenants, and the coding school offers the coder registration', () => {
    expect(TENANTS).toHaveLength(40)
    expect(TENANTS.find((t) => t.key === 'smkcoding')?.coderSignUp).toBe(true)
    // Only a site with accounts can offer it.
    for (const t of TENANTS) if (!t.signUp) expect(t.coderSignUp, t.key).toBe(false)
  })

  it.each(TENANTS.map((t) => [t.key, t] as const))('%s: /Register follows the registry', (key, tenant) => {
    const html = render(key, <RegisterPage />)
    expect(html.match(/<h1/g), key).toHaveLength(1)
    if (tenant.coderSignUp) {
      expect(html).toContain('Daftar sebagai coder')
      expect(html).toContain('Buat akun pelajar')
    } else {
      expect(html).not.toMatch(/coder|Unggah CV|Daftarkan tim/i)
      expect(html).toContain(`Buat akun ${tenant.name} untuk ikut kelas`)
      expect(html).toContain('Lanjut ke halaman pendaftaran')
    }
  })

  it.each(TENANTS.filter((t) => t.signUp).map((t) => [t.key] as const))(
    '%s: the header’s "Daftar" keeps the page to come back to',
    (key) => {
      const html = render(key, <SignInLinks currentPath="/Class/kelas-a?tab=1" />)
      expect(html).toContain('href="/Register?redirect=%2FClass%2Fkelas-a%3Ftab%3D1"')
      expect(html).toContain('href="/Login?redirect=%2FClass%2Fkelas-a%3Ftab%3D1"')
    },
  )
})
