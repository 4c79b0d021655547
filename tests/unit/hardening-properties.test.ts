/**
 * Property-based tests (fast-check) for what attackers and 75 more routes will probe: route
 * matching, the renderer's path resolution (no input leaves the tenant's folder or reaches a denied
 * file) and SPEC §5's redirect rule as the payment gateway applies it.
 */
import fc from 'fast-check'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { candidateFiles, decodedPath, isServable } from '../../renderer/paths'
import { isInternalPath, safeReturnUrl } from '../../sandbox/checkoutPage'
import { normalizeRedirect } from '../../shell/redirect'
import { ROUTES, compile, findRoute, matchPattern, type RouteId } from '../../sites/routes'

const ROOT = '/srv/dist/demo'
const RUNS = { numRuns: 1000 }
const SLOW = { timeout: 60_000 }

/** Path-ish strings: slashes, dots, encodings, backslashes and control characters, mixed. */
const pathPiece = fc.constantFrom(
  '/',
  '//',
  '.',
  '..',
  '%2e',
  '%2E%2e',
  '%2f',
  '%5c',
  '\\',
  '%00',
  'site.json',
  '.vite',
  'assets',
  'About',
  'index.html',
  '%73ite.json',
  '~',
  ' ',
  '\t',
  '?',
  '#',
  'News',
  'a',
  '%',
  '%zz',
)
const hostilePath = fc
  .array(fc.oneof(pathPiece, fc.string({ maxLength: 6 })), { maxLength: 12 })
  .map((parts) => '/' + parts.join(''))

/** A route parameter value: any non-empty text without a slash. */
const segment = fc.string({ minLength: 1, maxLength: 20 }).filter((s) => !s.includes('/'))

describe('renderer path resolution', SLOW, () => {
  it('never resolves outside the tenant folder, nor to site.json or a dot-file', () => {
    fc.assert(
      fc.property(hostilePath, (raw) => {
        let pathname: string
        try {
          pathname = new URL(raw, 'http://demo.localhost').pathname
        } catch {
          return
        }
        for (const input of [raw, pathname]) {
          const decoded = decodedPath(input)
          if (decoded === null) continue
          for (const file of candidateFiles(ROOT, decoded)) {
            expect(file.startsWith(ROOT + path.sep)).toBe(true)
            const rel = path.relative(ROOT, file)
            expect(rel.split(path.sep)).not.toContain('..')
            expect(rel).not.toBe('site.json')
            expect(rel.split(path.sep).some((p) => p.startsWith('.'))).toBe(false)
          }
        }
      }),
      RUNS,
    )
  })

  it('serves every ordinary built file by its own path', () => {
    const name = fc.stringMatching(/^[A-Za-z0-9_-][A-Za-z0-9._-]{0,15}$/).filter((n) => !n.startsWith('.'))
    fc.assert(
      fc.property(fc.array(name, { minLength: 1, maxLength: 4 }), (parts) => {
        const rel = parts.join('/')
        fc.pre(rel !== 'site.json')
        expect(isServable(rel)).toBe(true)
        expect(candidateFiles(ROOT, decodedPath('/' + rel)!)[0]).toBe(path.join(ROOT, rel))
      }),
      RUNS,
    )
  })
})

describe('route matching', SLOW, () => {
  const ids = Object.keys(ROUTES) as RouteId[]

  it('matches each pattern filled with any parameter values, and gives the values back', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ids),
        fc.array(segment, { minLength: 4, maxLength: 4 }),
        (id, values) => {
          const pattern = ROUTES[id].pattern
          const { keys } = compile(pattern)
          let i = 0
          const url = pattern
            .replace(/\{(\w+)\??\}/g, () => `/${encodeURIComponent(values[i++]!)}`)
            .replace(/\/\//g, '/')
          const params = matchPattern(pattern, url.replace(/^\/\//, '/'))
          expect(params).not.toBeNull()
          keys.forEach((key, k) => expect(params![key]).toBe(values[k]))
          // The most specific route wins, and it is one that matches this path.
          const found = findRoute(url)
          expect(found).not.toBeNull()
          expect(matchPattern(ROUTES[found!.id].pattern, url)).not.toBeNull()
          expect(compile(ROUTES[found!.id].pattern).specificity).toBeGreaterThanOrEqual(
            compile(pattern).specificity,
          )
        },
      ),
      RUNS,
    )
  })

  it('is case-sensitive and never matches a path with a doubled slash or a foreign prefix', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ids), hostilePath, (id, junk) => {
        const pattern = ROUTES[id].pattern
        const literal = pattern.split('/').filter((s) => s && !s.startsWith('{'))[0]
        if (literal && literal.toLowerCase() !== literal)
          expect(matchPattern(pattern, pattern.toLowerCase().replace(/\{[^}]+\}/g, 'x'))).toBeNull()
        expect(matchPattern(pattern, `//${junk}`)).toBeNull()
      }),
      RUNS,
    )
  })
})

describe('SPEC §5 redirect rule (the payment gateway’s return address)', SLOW, () => {
  const SITE = 'http://demo.localhost:3000'

  it('a target is internal only when it starts with a single slash or dot-slash', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (s) => {
        const internal = isInternalPath(s)
        if (internal) {
          expect(s.startsWith('/') || s.startsWith('./')).toBe(true)
          expect(s.startsWith('//') || s.startsWith('/\\') || s.startsWith('.//')).toBe(false)
        }
      }),
      RUNS,
    )
  })

  it('never yields an address off the invoice’s own site, whatever the input', () => {
    const hostile = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.webUrl(),
      hostilePath,
      fc
        .tuple(fc.constantFrom('', SITE, 'http://evil.example', '//', '/\\', 'javascript:'), hostilePath)
        .map(([a, b]) => a + b),
    )
    fc.assert(
      fc.property(hostile, (value) => {
        const url = safeReturnUrl(value, SITE)
        if (url) {
          expect(url.origin).toBe(SITE)
          expect(url.pathname.startsWith('//')).toBe(false)
        }
      }),
      RUNS,
    )
  })

  it('accepts every plain internal path', () => {
    const name = fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/)
    fc.assert(
      fc.property(fc.array(name, { minLength: 1, maxLength: 4 }), (parts) => {
        expect(safeReturnUrl('/' + parts.join('/'), SITE)?.pathname).toBe('/' + parts.join('/'))
      }),
      RUNS,
    )
  })
})

describe('the app’s redirect targets (SPEC §5 after normalisation)', SLOW, () => {
  const SITE = 'http://demo.localhost:3000'
  /** Every way a browser may read an accepted target: as given, and each layer decoded. */
  const readings = (p: string) => {
    const out = [p]
    for (let i = 0; i < 5; i++) {
      try {
        const next = decodeURIComponent(out[out.length - 1]!)
        if (next === out[out.length - 1]) break
        out.push(next)
      } catch {
        break
      }
    }
    return out
  }
  const hostile = fc.oneof(
    hostilePath,
    fc
      .tuple(
        fc.constantFrom('/', './', '/.', '/./', '/..', '%2F', '/%2F', '/%2e/', '/%252F', '/%5C', '/./%2F'),
        fc.constantFrom('', '/', '//', '%2F', '%2f%2F', '\\', '%5C', './', './/', '%2E%2F'),
        fc.constantFrom('evil.example', 'evil.example/x', 'Class', '@evil.example'),
      )
      .map(([a, b, c]) => a + b + c),
  )

  it('an accepted target, read any way, is a path on the same site starting with one slash', () => {
    fc.assert(
      fc.property(hostile, fc.constantFrom('/', '/Login', '/Courses/@Premium/x'), (value, from) => {
        const path = normalizeRedirect(value)
        if (path === null) return
        expect(path.startsWith('/') && !path.startsWith('//')).toBe(true)
        for (const reading of readings(path)) {
          const url = new URL(reading, SITE + from)
          expect(url.origin).toBe(SITE)
          expect(url.pathname.startsWith('//')).toBe(false)
          expect(reading.includes('\\')).toBe(false)
        }
      }),
      RUNS,
    )
  })

  it('accepts every plain internal path unchanged', () => {
    const name = fc.stringMatching(/^[A-Za-z0-9_@-]{1,12}$/)
    fc.assert(
      fc.property(fc.array(name, { minLength: 1, maxLength: 4 }), (parts) => {
        expect(normalizeRedirect('/' + parts.join('/'))).toBe('/' + parts.join('/'))
      }),
      RUNS,
    )
  })
})
