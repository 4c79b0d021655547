/**
 * Api-host calls: `batch/active` (its own paging shape: `page.current_page`, `page.last_page`,
 * `data_count.per_page`, `data_count.total_data`, SPEC §3), `silabus/{programId}`, `active/mentors`.
 */
import type { SandboxContext, SandboxModule } from '../context'
import { badRequest, item, notFound, readPage } from '../http'
import { absolute } from '../http-origin'
import { SAMPLE } from '../seed/catalogues'
import { catalogue } from '../tenancy'
import { pathInt } from './content-params'

export const BATCH_PAGE_SIZE = 10

export const batches: SandboxModule = {
  register({ hosts }: SandboxContext) {
    const a = hosts.api

    a.get('/batch/active', (c) => {
      const page = readPage(c, BATCH_PAGE_SIZE)
      if (page instanceof Response) return page
      const all = catalogue(c)
        .batches.filter((b) => b.isActive)
        .map((b) => {
          const program = catalogue(c).programs.find((p) => p.id === b.programId)!
          return { ...SAMPLE, ...b, program: { id: program.id, slug: program.slug, name: program.name } }
        })
      const start = (page.page - 1) * page.perPage
      return c.json({
        status: true,
        message: 'OK',
        data: all.slice(start, start + page.perPage),
        page: { current_page: page.page, last_page: Math.max(1, Math.ceil(all.length / page.perPage)) },
        data_count: { per_page: page.perPage, total_data: all.length },
      })
    })

    a.get('/silabus/:programId', (c) => {
      const id = pathInt(c, 'programId')
      if (id === null) return badRequest(c, 'programId harus bilangan bulat positif')
      const silabus = catalogue(c).silabus.find((s) => s.programId === id)
      if (!silabus) return notFound(c, 'Silabus tidak ditemukan')
      return item(c, silabus)
    })

    a.get('/active/mentors', (c) =>
      item(
        c,
        catalogue(c)
          .mentors.filter((m) => m.isActive)
          .map((m) => ({
            ...SAMPLE,
            ...m,
            avatar: absolute(c, m.avatar),
            ...(m.linkedin ? { linkedin: absolute(c, m.linkedin) } : {}),
          })),
      ),
    )
  },
}
