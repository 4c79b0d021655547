/** Class calls: `v1/class/list`. */
import type { SandboxContext, SandboxModule } from '../context'
import { badRequest, intParam, paged, readPage } from '../http'
import { absolute } from '../http-origin'
import { CLASSES, type SeedClass } from '../seed/classes'

const SORTS: Record<string, (a: SeedClass, b: SeedClass) => number> = {
  newest: (a, b) => b.startDate.localeCompare(a.startDate),
  oldest: (a, b) => a.startDate.localeCompare(b.startDate),
  name: (a, b) => a.name.localeCompare(b.name, 'id'),
}

export function publicClass(c: Parameters<typeof absolute>[0], k: SeedClass) {
  const { syllabus: _syllabus, ...rest } = k
  return { ...rest, logo: absolute(c, k.logo) }
}

export const classes: SandboxModule = {
  register({ hosts }: SandboxContext) {
    hosts.services.get('/v1/class/list', (c) => {
      const page = readPage(c, 6)
      if (page instanceof Response) return page
      const q = c.req.query()
      const programId = intParam(c, 'programId')
      if (programId === null) return badRequest(c, 'programId harus bilangan bulat')
      if (q.sort && !SORTS[q.sort])
        return badRequest(c, `sort harus salah satu dari: ${Object.keys(SORTS).join(', ')}`)
      const search = q.search?.toLowerCase()
      let list = CLASSES.filter(
        (k) =>
          (!q.state || k.state === q.state) &&
          (!q.type || k.type === q.type) &&
          (!q['filter.type'] || k.type === q['filter.type']) &&
          (programId === undefined || k.programId === programId) &&
          (q.preClass === undefined || String(k.preClass) === q.preClass) &&
          (!search || k.name.toLowerCase().includes(search)),
      )
      if (q.sort) list = [...list].sort(SORTS[q.sort])
      return paged(
        c,
        list.map((k) => publicClass(c, k)),
        page,
      )
    })
  },
}
