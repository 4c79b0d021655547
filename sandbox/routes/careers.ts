/** Career calls: `v1/career/list`, `v1/career/job/list`, `v1/career/detail`, `v1/career/job/detail`. */
import type { SandboxContext, SandboxModule } from '../context'
import { badRequest, intParam, item, notFound, paged, readPage } from '../http'
import { absolute } from '../http-origin'
import { SAMPLE } from '../seed/catalogues'
import type { SeedCareer } from '../seed/careers'
import { catalogue } from '../tenancy'

/** Careers and jobs are listed 6 a page (the spec leaves their page size open). */
export const CAREER_PAGE_SIZE = 6

export const careers: SandboxModule = {
  register({ hosts }: SandboxContext) {
    const s = hosts.services

    const withCount = (c: Parameters<typeof absolute>[0], k: SeedCareer) => ({
      ...SAMPLE,
      ...k,
      icon: absolute(c, k.icon),
      jobCount: catalogue(c).jobs.filter((j) => j.careerId === k.id).length,
    })

    s.get('/v1/career/list', (c) => {
      const page = readPage(c, CAREER_PAGE_SIZE)
      if (page instanceof Response) return page
      return paged(
        c,
        catalogue(c).careers.map((k) => withCount(c, k)),
        page,
      )
    })

    s.get('/v1/career/job/list', (c) => {
      const careerId = intParam(c, 'careerId')
      if (careerId === undefined || careerId === null)
        return badRequest(c, 'careerId wajib berupa bilangan bulat positif')
      const page = readPage(c, CAREER_PAGE_SIZE)
      if (page instanceof Response) return page
      if (!catalogue(c).careers.some((k) => k.id === careerId)) return notFound(c, 'Karier tidak ditemukan')
      return paged(
        c,
        catalogue(c).jobs.filter((j) => j.careerId === careerId),
        page,
      )
    })

    s.get('/v1/career/detail', (c) => {
      const slug = c.req.query('slug')
      if (!slug) return badRequest(c, 'slug wajib diisi')
      const career = catalogue(c).careers.find((k) => k.slug === slug)
      if (!career) return notFound(c, 'Karier tidak ditemukan')
      return item(c, {
        ...withCount(c, career),
        jobs: catalogue(c).jobs.filter((j) => j.careerId === career.id),
      })
    })

    s.get('/v1/career/job/detail', (c) => {
      const id = intParam(c, 'id')
      if (id === undefined || id === null) return badRequest(c, 'id wajib berupa bilangan bulat positif')
      const job = catalogue(c).jobs.find((j) => j.id === id)
      if (!job) return notFound(c, 'Lowongan tidak ditemukan')
      const career = catalogue(c).careers.find((k) => k.id === job.careerId)!
      return item(c, { ...job, career: { id: career.id, slug: career.slug, name: career.name } })
    })
  },
}
