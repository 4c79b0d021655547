/**
 * The program calls that had no screen, on every built tenant, as the renderer answers before any
 * script runs (./served-sites.ts): /Program holds the tenant's active programs (`programActive`)
 * above the catalogue, and /Collaboration the programs run with AWS (`awsPrograms`) only where the
 * tenant has some. Opening a program's batches in place and following it is the browser's part, on
 * a few tenants of each case: tests/e2e/programs-active.spec.ts.
 */
import { describe, expect, it } from 'vitest'
import { tenantKeys } from '../../sites/registry'
import { useServedSites } from './served-sites'

const KEYS = tenantKeys()
const served = useServedSites(KEYS, 'served-programs')

interface Program {
  id: number
  name: string
}

const htmlText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;')

describe('/Program and /Collaboration on every tenant', () => {
  it.each(KEYS)(
    '%s: /Program holds its active programs, each a disclosure, above the catalogue',
    async (key) => {
      const active = await served.sandboxData<Program[]>(key, '/services/v1/program/active?page=1&pageSize=6')
      const res = await served.get(key, '/Program')
      expect(res.status).toBe(200)
      const html = res.text()
      expect(html).toContain('Sedang dibuka dan berjalan')
      for (const p of active) expect(html).toContain(htmlText(p.name))
      if (active.length === 0) {
        expect(html).toContain('Belum ada program yang sedang dibuka atau berjalan.')
        return
      }
      // The active section comes first, one disclosure per program, then the whole catalogue.
      const activeStart = html.indexOf('Sedang dibuka dan berjalan')
      const catalogueStart = html.indexOf('Semua program', activeStart)
      expect(catalogueStart).toBeGreaterThan(activeStart)
      expect(html.slice(activeStart, catalogueStart).match(/<summary\b/g)).toHaveLength(active.length)
    },
  )

  it.each(KEYS)('%s: /Collaboration lists the programs run with AWS only where it has some', async (key) => {
    const aws = await served.sandboxData<Program[]>(key, '/services/v1/program/aws?page=1&pageSize=6')
    const res = await served.get(key, '/Collaboration')
    expect(res.status).toBe(200)
    const html = res.text()
    if (aws.length === 0) expect(html).not.toContain('Program bersama mitra teknologi')
    else {
      expect(html).toContain('Program bersama mitra teknologi')
      for (const p of aws) expect(html).toContain(htmlText(p.name))
    }
  })
})
