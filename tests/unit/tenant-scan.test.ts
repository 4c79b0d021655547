import { afterEach, describe, expect, it } from 'vitest'
import { CATALOGUES } from '../../sandbox/seed/catalogues'
import { TENANTS } from '../../sites/registry'
import { removeTempFolders, tempFolder } from '../tempFiles'
import { foreignMarkers, organisationOf, scanTenant } from '../../testkit/tenantScan'

afterEach(removeTempFolders)

const dist = (files: Record<string, string>) => tempFolder('scan', files)

const texts = (key: string, kind: string) =>
  foreignMarkers(key)
    .filter((m) => m.kind === kind)
    .map((m) => m.text)

describe('other organisations in a tenant’s files', () => {
  it('finds another organisation’s name, domain or item, not its own, not the route vocabulary', () => {
    const kopiClass = CATALOGUES.find((c) => c.tenants.includes('sekolahkopi'))!.classes[0]!.name
    const root = dist({
      'bharabas/assets/chunks/a.js': 'const s="Radio Bharabas";const h="bharabas.id";',
      'bharabas/assets/chunks/b.js': 'x={name:"Sekolah Kopi"};link("/Aksara");y="Belajar Bersama"',
      'bharabas/assets/chunks/c.js': 'fetch("https://smkcoding.id/x")',
      'bharabas/assets/chunks/d.js': 'const camp="Bharabas Camp";const dev="dev.bharabas.id"',
      'bharabas/assets/chunks/old.js': '"Alkamedia"',
      'bharabas/assets/.retained.json': JSON.stringify({ 'chunks/old.js': 1 }),
      'bharabas/Class/index.html': `<h3>${kopiClass}</h3>`,
      'bharabas/assets/entries/page.json': '"Sekolah Kopi"',
    })
    const found = (set: 'scripts' | 'content') =>
      scanTenant(root, 'bharabas', set)
        .map((f) => `${f.kind} ${f.text} ${f.file}`)
        .sort()
    expect(found('scripts')).toEqual([
      'domain smkcoding.id assets/chunks/c.js',
      'name Sekolah Kopi assets/chunks/b.js',
    ])
    expect(found('content')).toEqual([`item ${kopiClass} Class/index.html`])
  })

  it('lets the sites of one organisation name each other (registry `organisation`)', () => {
    expect(organisationOf('bharabas').sort()).toEqual(['bharabas', 'camp.bharabas', 'dev.bharabas'])
    expect(organisationOf('none').sort()).toEqual(['demo', 'none'])
    expect(texts('bharabas', 'name')).not.toContain('Bharabas Camp')
    expect(texts('none', 'name')).not.toContain('Alkademi Demo')
    expect(texts('sekolahkopi', 'name')).toEqual(expect.arrayContaining(['Bharabas Camp', 'Alkademi Demo']))
  })

  it('does not count a name inside the tenant’s own ("Alkademi" on Alkademi Foundation)', () => {
    expect(texts('foundation', 'name')).not.toContain('Alkademi')
    expect(texts('foundation', 'name')).toContain('Alkademi Fun')
    expect(texts('sekolahkopi', 'name')).toContain('Alkademi')
  })

  it('knows the organisations the sandbox shares a catalogue between: one catalogue, one organisation', () => {
    for (const t of TENANTS) {
      const catalogue = CATALOGUES.find((c) => c.tenants.includes(t.key))
      if (catalogue) expect([...catalogue.tenants].sort(), t.key).toEqual(organisationOf(t.key).sort())
      else expect(organisationOf(t.key), t.key).toEqual([t.key])
    }
  })
})
