/**
 * Every tenant sees only its own: asked over HTTP exactly as the web app asks (a guest token issued
 * for the tenant's origin, the app token, the tenant id header), each of the 40 tenants' lists hold
 * only items no other organisation's lists hold, another tenant's item answers 404, and a token
 * never reads another site. Tenants share a catalogue only where they are one organisation.
 */
import { describe, expect, it } from 'vitest'
import { TENANT_HEADER } from '../../api/client'
import { makeAppToken } from '../../api/token'
import { TENANTS } from '../../sites/registry'
import { useSandbox } from './harness'

const h = useSandbox()

/** Tenants that are one organisation (sandbox/seed/brands.ts, the demo site and its `none`). */
const SHARED = [
  ['demo', 'none'],
  ['alkademi', 'default'],
  ['bharabas', 'dev.bharabas', 'camp.bharabas'],
  ['pesilat', 'staging-pesilat'],
]
const NOT_OPEN = 'comingsoon'

const LISTS: Record<string, string> = {
  ...Object.fromEntries(
    ['article', 'news', 'podcast', 'blog', 'event', 'program', 'appointment'].map((k) => [
      `post:${k}`,
      `services/v3/post/list?kindSlug=${k}&pageSize=100`,
    ]),
  ),
  legacy: 'services/v1/post/list?pageSize=100',
  class: 'services/v1/class/list?all=true',
  webinar: 'services/v1/class/webinar?pageSize=100',
  course: 'services/v1/course/list?pageSize=100',
  programme: 'services/v1/program/list?pageSize=100',
  career: 'services/v1/career/list?pageSize=100',
  gallery: 'services/v1/post/gallery/list?pageSize=100',
  mentor: 'api/active/mentors',
  batch: 'api/batch/active?perPage=100',
}

interface Item {
  id: number
  title?: string
  name?: string
  slug?: string
  kindSlug?: string
  classroomId?: number
}

async function guestToken(tenant: string): Promise<string> {
  const ctx = h.ctx(tenant)
  const res = await fetch(`${h.baseUrl}/services/v1/authorizer/token/generate`, {
    method: 'POST',
    headers: {
      AppToken: await makeAppToken(ctx.appToken),
      Origin: ctx.origin!,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ id: ctx.client.id, secret: ctx.client.secret, scopes: ctx.client.scopes }),
  })
  expect(res.status, tenant).toBe(200)
  return ((await res.json()) as { data: { token: string } }).data.token
}

async function get(tenant: string, token: string, path: string, header = tenant) {
  const res = await fetch(`${h.baseUrl}/${path}`, {
    headers: {
      AppToken: await makeAppToken(h.ctx().appToken),
      Authorization: `Bearer ${token}`,
      [TENANT_HEADER]: header,
    },
  })
  return { status: res.status, body: (await res.json()) as { data: unknown } }
}

const label = (x: Item) => x.name ?? x.title ?? ''

describe('tenant isolation over HTTP, every tenant', { timeout: 180_000 }, () => {
  const seen = new Map<string, { token: string; lists: Record<string, Item[]> }>()

  it("lists only the tenant's own items: organisations share nothing", async () => {
    for (const { key } of TENANTS) {
      const token = await guestToken(key)
      const lists: Record<string, Item[]> = {}
      await Promise.all(
        Object.entries(LISTS).map(async ([name, path]) => {
          const res = await get(key, token, path)
          expect(res.status, `${key} ${path}`).toBe(200)
          lists[name] = res.body.data as Item[]
        }),
      )
      seen.set(key, { token, lists })
    }
    const signature = (key: string) =>
      JSON.stringify(
        Object.entries(seen.get(key)!.lists)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([n, l]) => [n, l.map((x) => x.id)]),
      )
    // One organisation's tenants answer the same catalogue...
    for (const group of SHARED)
      for (const key of group.slice(1)) expect(signature(key), key).toBe(signature(group[0]!))
    // ...and no item (by id or by title) of one organisation is in another's lists.
    const groupOf = (key: string) => SHARED.find((g) => g.includes(key))?.[0] ?? key
    const owner = new Map<string, string>()
    for (const [key, { lists }] of seen)
      for (const [name, list] of Object.entries(lists))
        for (const item of list)
          for (const mark of [`${name}#${item.id}`, `${name}:${label(item)}`]) {
            const first = owner.get(mark)
            if (first === undefined) owner.set(mark, groupOf(key))
            else expect(first, `${mark} on ${key}`).toBe(groupOf(key))
          }
  })

  it('gives every open site a catalogue of its own, and the site that is not open none', () => {
    for (const [key, { lists }] of seen) {
      const sizes = Object.fromEntries(Object.entries(lists).map(([n, l]) => [n, l.length]))
      if (key === NOT_OPEN) {
        expect(
          Object.values(sizes).every((n) => n === 0),
          key,
        ).toBe(true)
        continue
      }
      for (const name of [
        'post:article',
        'post:news',
        'post:event',
        'post:appointment',
        'class',
        'course',
        'programme',
        'career',
        'gallery',
        'mentor',
      ])
        expect(sizes[name], `${key} ${name}`).toBeGreaterThan(0)
    }
    const catalogues = new Set([...seen.values()].map((s) => s.lists.class!.map((k) => k.id).join(',')))
    expect(catalogues.size).toBe(TENANTS.length - SHARED.reduce((n, g) => n + g.length - 1, 0))
  })

  it("answers 404 for every detail of another tenant's item", async () => {
    const keys = [...seen.keys()].filter((k) => k !== NOT_OPEN)
    for (const [i, key] of keys.entries()) {
      // The next tenant of another organisation.
      const other = keys
        .slice(i + 1)
        .concat(keys)
        .find((k) => !SHARED.some((g) => g.includes(k) && g.includes(key)) && k !== key)!
      const theirs = seen.get(other)!.lists
      const { token } = seen.get(key)!
      const post = theirs['post:news']![0]!
      const klass = theirs.class![0]!
      const program = theirs.programme![0]!
      const career = theirs.career![0]! as Item & { slug: string }
      const paths = [
        `services/v3/post/detail?kindSlug=news&id=${post.id}`,
        `services/v3/post/detail?kindSlug=news&slug=${post.slug}`,
        `services/v1/post/detail?id=${post.id}`,
        `services/v1/class/overview?slug=${klass.slug}`,
        `services/v1/class/syllabus?classroomId=${klass.classroomId}`,
        `services/v1/course/detail?slug=${theirs.course![0]!.slug}`,
        `services/v1/program/detail?id=${program.id}`,
        `services/v1/program/${program.id}/schools`,
        `services/v1/program/${program.id}/leaderboard`,
        `services/v1/career/detail?slug=${career.slug}`,
        `services/v1/career/job/list?careerId=${career.id}`,
        `api/silabus/${program.id}`,
      ]
      for (const path of paths)
        expect((await get(key, token, path)).status, `${key} asks ${other}: ${path}`).toBe(404)
    }
  })

  it("refuses a token with another tenant's header, and a token for an unregistered origin", async () => {
    const { token } = seen.get('sekolahkopi')!
    expect((await get('sekolahkopi', token, LISTS.class!, 'smkcoding')).status).toBe(403)
    const res = await fetch(`${h.baseUrl}/services/v1/authorizer/token/generate`, {
      method: 'POST',
      headers: {
        AppToken: await makeAppToken(h.ctx().appToken),
        Origin: 'https://attacker.example',
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ id: h.ctx().client.id, secret: h.ctx().client.secret, scopes: ['public'] }),
    })
    expect(res.status).toBe(403)
  })

  it("counts each tenant's own figures, labelled as sample data", async () => {
    const students = new Set<number>()
    for (const [key, { token, lists }] of seen) {
      const res = await get(key, token, 'services/v1/landing/counter')
      const body = res.body.data as { data_count: { classes: number; students: number }; sample: boolean }
      expect(body.sample, key).toBe(true)
      expect(body.data_count.classes, key).toBe(lists.class!.length)
      students.add(body.data_count.students)
    }
    expect(students.size).toBeGreaterThan(20)
  })

  it("keeps the hosted database's rows to the site whose Origin wrote them", async () => {
    const rows = async (origin: string) =>
      (await (
        await fetch(`${h.baseUrl}/db/rest/v1/book_reviews?select=review`, {
          headers: { AppToken: await makeAppToken(h.ctx().appToken), Origin: origin },
        })
      ).json()) as { review: string }[]
    const demo = await rows('http://demo.localhost:3000')
    const foundation = await rows('https://foundation.alkademi.com')
    expect(demo.length).toBeGreaterThan(0)
    expect(foundation.length).toBeGreaterThan(0)
    expect(foundation.some((r) => demo.some((d) => d.review === r.review))).toBe(false)
    expect(await rows('http://sekolahkopi.localhost:3000')).toEqual([])
  })
})
