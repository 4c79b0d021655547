/**
 * The sandbox's seed is what the demo sites show (and what crawlers of a production demo read), so
 * it names no real company, institution or person and links to no real profile: fictional names,
 * addresses on `example` hosts or the sandbox's own paths. A deny-list of the real organisations a
 * seed was once caught naming, plus a rule every URL and e-mail address of the seed must pass.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { FOUNDATION_SEED, SEED } from '../../sandbox/routes/hostedDb'
import { CATALOGUES } from '../../sandbox/seed/catalogues'
import { SCHOOL_LIST } from '../../sandbox/seed/regions'

const ROOT = path.resolve(import.meta.dirname, '../..')

/** Real organisations (and their products) a sample must not be shown working with. */
const DENIED = [
  /\bTokopedia\b/i,
  /\bGojek\b/i,
  /\bGoTo\b/,
  /\bTraveloka\b/i,
  /\bBukalapak\b/i,
  /\beFishery\b/i,
  /\bRuangguru\b/i,
  /\bShopee\b/i,
  /\bGrab\b/,
  /\bDicoding\b/i,
  /\bTelkom\b/i,
  /\bKominfo\b/i,
  /\bKomdigi\b/i,
  /\bKemendikbud/i,
  /\bKemnaker\b/i,
  /\bAWS\b/,
  /\bAmazon\b/i,
  /re\/Start/i,
  /\bGoogle\b/i,
  /\bMicrosoft\b/i,
  /\bSM[AK] Negeri\b/i,
  /\bUniversitas Indonesia\b/i,
  /linkedin\.com/i,
]

/** Hosts a seeded URL or address may use: reserved example names (RFC 2606) only. */
const EXAMPLE_HOST = /(^|\.)example(\.(com|org|net))?$/
/** The one outside address the seed keeps: YouTube's own sample video, made for embedding demos. */
const ALLOWED_URLS = new Set(['https://www.youtube.com/watch?v=M7lc1UVf-VE'])

const SEED_SOURCES = [
  ...fs
    .readdirSync(path.join(ROOT, 'sandbox/seed'))
    .filter((f) => f.endsWith('.ts'))
    .map((f) => `sandbox/seed/${f}`),
  'sandbox/routes/hostedDb.ts',
  'sandbox/users.ts',
]

const SEEDED = JSON.stringify({ CATALOGUES, SEED, FOUNDATION_SEED, SCHOOL_LIST })

describe('seed data is fictional', () => {
  it('names none of the denied real organisations, in the seed sources or in what they build', () => {
    const hits: string[] = []
    for (const file of SEED_SOURCES) {
      const text = fs.readFileSync(path.join(ROOT, file), 'utf8')
      for (const re of DENIED) if (re.test(text)) hits.push(`${file}: ${re}`)
    }
    for (const re of DENIED) if (re.test(SEEDED)) hits.push(`built seed: ${re}`)
    expect(hits).toEqual([])
  })

  it('uses example hosts for every absolute URL and e-mail address', () => {
    const urls = SEEDED.match(/https?:\/\/[^\s"'<>)]+/g) ?? []
    const badUrls = urls.filter((u) => !ALLOWED_URLS.has(u) && !EXAMPLE_HOST.test(new URL(u).hostname))
    expect(badUrls).toEqual([])
    const emails = SEEDED.match(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g) ?? []
    expect(emails.length).toBeGreaterThan(0)
    expect(emails.filter((e) => !EXAMPLE_HOST.test(e.split('@')[1]!))).toEqual([])
  })

  it('catches a real company and a real profile address (the checks are live)', () => {
    const planted = JSON.stringify({ company: 'Tokopedia', linkedin: 'https://www.linkedin.com/in/someone' })
    expect(DENIED.some((re) => re.test(planted))).toBe(true)
    expect(EXAMPLE_HOST.test(new URL('https://www.linkedin.com/in/someone').hostname)).toBe(false)
  })
})
