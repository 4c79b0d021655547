/** The default landing's hero speaks for the site when the registry gives it words (`hero`). */
import { renderToStaticMarkup } from 'react-dom/server'
import { SWRConfig } from 'swr'
import { describe, expect, it } from 'vitest'
import { memoryTokenStore } from '../../api/context'
import { ApiProvider } from '../../api/hooks'
import { apiContextFor } from '../../sites/apiContext'
import DefaultLanding from '../../sites/landings/default/Landing'
import { getTenant } from '../../sites/registry'
import { createSiteRuntime } from '../../sites/runtime'

function home(key: string) {
  const tenant = getTenant(key)!
  const api = apiContextFor(createSiteRuntime(key, {}, null, 'test'), memoryTokenStore())
  return renderToStaticMarkup(
    <ApiProvider value={api}>
      <SWRConfig value={{ provider: () => new Map() }}>
        <DefaultLanding
          tenantKey={key}
          siteName={tenant.name}
          tagline={tenant.tagline}
          product={null}
          contactEmail={null}
          hero={tenant.hero}
        />
      </SWRConfig>
    </ApiProvider>,
  )
}

/** The text of the element with this class. */
const part = (html: string, className: string) =>
  new RegExp(`class="${className}"[^>]*>([^<]*)<`).exec(html)?.[1]

describe('the default landing’s hero', () => {
  it('is the martial-arts school’s own on pesilat and its staging site', () => {
    for (const key of ['pesilat', 'staging-pesilat']) {
      const html = home(key)
      expect(part(html, 'hero__headline')).toBe('Belajar pencak silat, dari kuda-kuda pertama sampai jurus')
      expect(part(html, 'hero__lead')).toMatch(/^Kelas pencak silat untuk pemula/)
      // Below the hero too, the page speaks of training, not of digital skills and portfolios.
      expect(html).toContain('Latihan terjadwal bersama pelatih')
      expect(html).toContain('Naik tingkat')
      expect(html).not.toMatch(/keterampilan digital|portofolio|mentor industri/)
    }
  })

  it('keeps the landing’s own words where the registry gives none', () => {
    expect(getTenant('jda')!.hero).toBeNull()
    expect(part(home('jda'), 'hero__headline')).toBe('Bangun keterampilan digital untuk masa depanmu')
  })
})
