import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { findOtherTenants, otherTenantMarkers } from '../tenantAudit'

const dirs: string[] = []
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true })
})

function dist(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-'))
  dirs.push(root)
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true })
    fs.writeFileSync(path.join(root, rel), text)
  }
  return root
}

describe('other tenants in a tenant’s files', () => {
  it('finds another tenant’s name or domain, not its own, not the route vocabulary', () => {
    const root = dist({
      'bharabas/assets/chunks/a.js': 'const s="Radio Bharabas";const h="bharabas.id";',
      'bharabas/assets/chunks/b.js': 'x={name:"Sekolah Kopi"};link("/Aksara");y="Belajar Bersama"',
      'bharabas/assets/chunks/c.js': 'fetch("https://smkcoding.id/x")',
      'bharabas/assets/chunks/old.js': '"Alkamedia"',
      'bharabas/assets/.retained.json': JSON.stringify({ 'chunks/old.js': 1 }),
    })
    const found = findOtherTenants(root, 'bharabas', ['.js']).map((f) => `${f.marker} ${f.file}`)
    expect(found.sort()).toEqual([
      'Sekolah Kopi bharabas/assets/chunks/b.js',
      'smkcoding.id bharabas/assets/chunks/c.js',
    ])
  })

  it('does not count a name inside the tenant’s own ("Alkademi" on Alkademi Foundation)', () => {
    const markers = otherTenantMarkers('foundation').map((m) => m.text)
    expect(markers).not.toContain('Alkademi')
    expect(markers).toContain('Alkademi Fun')
    expect(otherTenantMarkers('sekolahkopi').map((m) => m.text)).toContain('Alkademi')
  })
})
