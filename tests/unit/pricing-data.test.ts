/**
 * `/Pricing`'s data holds the class plans' figures, not the class list: its size does not grow with
 * the catalogue (bench/scale-catalogue.ts found the page at 130 KB with 200 classes when the list
 * was baked in). The API calls are stubbed: what is checked is what +data hands the page.
 */
import { describe, expect, it, vi } from 'vitest'

const classCount = { n: 0 }
const classList = () => ({
  status: true as const,
  data: Array.from({ length: classCount.n }, (_, i) => ({
    id: i + 1,
    name: `Kelas Contoh Nomor ${i + 1}`,
    slug: `kelas-contoh-${i + 1}`,
    description: 'Deskripsi kelas contoh yang cukup panjang untuk terasa di ukuran halaman.',
    state: (['open', 'ongoing', 'finished'] as const)[i % 3],
    price: i % 2 === 0 ? 0 : 100_000 + (i % 7) * 50_000,
  })),
  pagination: { page: 1, perPage: classCount.n, totalItems: classCount.n, totalPages: 1 },
})
const courseList = { status: true as const, data: [], pagination: { totalItems: 0 } }

vi.mock('../../shell/site', () => ({ siteOf: () => ({ tenant: { key: 'aksara' } }) }))
vi.mock('../../sites/apiContext', () => ({ apiContextFor: () => ({}) }))
vi.mock('../../api/classes', () => ({
  listClasses: async () => classList(),
  useClasses: {
    query: (key: string, p: unknown) => ({ key: ['classes', key, p], run: async () => classList() }),
  },
}))
vi.mock('../../api/courses', () => ({
  useCourses: {
    query: (key: string, p: unknown) => ({ key: ['courses', key, p], run: async () => courseList }),
  },
}))
// As shell/pageData.ts does: every successful query's result becomes the page's SWR fallback.
vi.mock('../../shell/pageData', () => ({
  prefetch: async (_site: unknown, queries: { key: unknown[]; run: () => Promise<unknown> }[]) => {
    const results = await Promise.all(queries.map((q) => q.run()))
    return {
      fallback: Object.fromEntries(queries.map((q, i) => [JSON.stringify(q.key), results[i]])),
      results,
    }
  },
}))

const { data } = await import('../../pages/Pricing/+data')
const pageData = async (n: number) => {
  classCount.n = n
  return data({} as Parameters<typeof data>[0])
}

describe('/Pricing data', () => {
  it('carries the plan figures computed from every class', async () => {
    const { classPlan } = await pageData(30)
    // Of 30: 20 not finished; of those the even ones are free.
    expect(classPlan).toEqual({ free: 10, paid: { count: 10, min: 100_000, max: 400_000 } })
  })

  it('is as large with 2,000 classes as with 20, and names none of them', async () => {
    const small = JSON.stringify(await pageData(20)).length
    const large = JSON.stringify(await pageData(2000))
    expect(large).not.toContain('Kelas Contoh Nomor')
    expect(large.length).toBeLessThan(small + 50)
  })
})
