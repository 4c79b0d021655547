/**
 * Class calls: `v1/class/list`, `active`, `overview`, `syllabus`, `webinar`, `recent`.
 * "Active" classes are those open for registration or running (state open or ongoing).
 */
import type { Context } from 'hono'
import type { SandboxContext, SandboxModule } from '../context'
import { badRequest, intParam, item, notFound, paged, readPage } from '../http'
import { absolute } from '../http-origin'
import { SAMPLE } from '../seed/catalogues'
import { CLASS_LEVELS, CLASS_STATES, CLASS_TYPES, type SeedClass } from '../seed/classes'
import { catalogue, tenantOf } from '../tenancy'
import { seatsTaken } from './enrolments'
import { boolParam, includesText, intList, oneOf } from './content-params'

const SORTS: Record<string, (a: SeedClass, b: SeedClass) => number> = {
  newest: (a, b) => b.startDate.localeCompare(a.startDate),
  oldest: (a, b) => a.startDate.localeCompare(b.startDate),
  name: (a, b) => a.name.localeCompare(b.name, 'id'),
}

const ACTIVE_STATES = ['open', 'ongoing']
const RECENT_COUNT = 6

export function publicClass(c: Parameters<typeof absolute>[0], k: SeedClass) {
  const { syllabus: _syllabus, ...rest } = k
  return { ...SAMPLE, ...rest, logo: absolute(c, k.logo) }
}

/** The shared filters of list and active: a 400 response or the predicate. */
function classFilter(c: Context): ((k: SeedClass) => boolean) | Response {
  const q = c.req.query()
  const state = oneOf(c, 'state', CLASS_STATES)
  if (state === null) return badRequest(c, `state harus salah satu dari: ${CLASS_STATES.join(', ')}`)
  const level = oneOf(c, 'level', CLASS_LEVELS)
  if (level === null) return badRequest(c, `level harus salah satu dari: ${CLASS_LEVELS.join(', ')}`)
  const type = oneOf(c, 'type', CLASS_TYPES)
  const filterType = oneOf(c, 'filter.type', CLASS_TYPES)
  if (type === null || filterType === null)
    return badRequest(c, `type harus salah satu dari: ${CLASS_TYPES.join(', ')}`)
  const programId = intParam(c, 'programId')
  if (programId === null) return badRequest(c, 'programId harus bilangan bulat')
  const programIds = intList(c, 'programIds')
  if (programIds === null) return badRequest(c, 'programIds harus daftar bilangan bulat dipisah koma')
  const preClass = boolParam(c, 'preClass')
  if (preClass === null) return badRequest(c, 'preClass harus true atau false')
  if (boolParam(c, 'all') === null) return badRequest(c, 'all harus true atau false')
  return (k) =>
    (!state || k.state === state) &&
    (!level || k.level === level) &&
    (!type || k.type === type) &&
    (!filterType || k.type === filterType) &&
    (programId === undefined || k.programId === programId) &&
    (!programIds || programIds.includes(k.programId)) &&
    (preClass === undefined || k.preClass === preClass) &&
    includesText(k.name, q.search)
}

export const classes: SandboxModule = {
  register({ hosts, db }: SandboxContext) {
    const s = hosts.services

    s.get('/v1/class/list', (c) => {
      const page = readPage(c, 6)
      if (page instanceof Response) return page
      const sort = c.req.query('sort')
      if (sort && !SORTS[sort])
        return badRequest(c, `sort harus salah satu dari: ${Object.keys(SORTS).join(', ')}`)
      const filter = classFilter(c)
      if (filter instanceof Response) return filter
      let list = catalogue(c).classes.filter(filter)
      if (sort) list = [...list].sort(SORTS[sort])
      // `all=true`: every match on one page (api/README.md), e.g. for a class picker.
      const everything = boolParam(c, 'all') === true
      return paged(c, list, everything ? { page: 1, perPage: Math.max(list.length, 1) } : page, 'OK', (k) =>
        publicClass(c, k),
      )
    })

    s.get('/v1/class/active', (c) => {
      const page = readPage(c, 6)
      if (page instanceof Response) return page
      const filter = classFilter(c)
      if (filter instanceof Response) return filter
      const list = catalogue(c).classes.filter((k) => ACTIVE_STATES.includes(k.state) && filter(k))
      return paged(c, list, page, 'OK', (k) => publicClass(c, k))
    })

    s.get('/v1/class/overview', async (c) => {
      const slug = c.req.query('slug')
      if (!slug) return badRequest(c, 'slug wajib diisi')
      const k = catalogue(c).classes.find((x) => x.slug === slug)
      if (!k) return notFound(c, 'Kelas tidak ditemukan')
      const program = catalogue(c).programs.find((p) => p.id === k.programId)
      return item(c, {
        ...publicClass(c, k),
        program: program ? { id: program.id, slug: program.slug, name: program.name } : null,
        weeks: k.syllabus.length,
        // The seats taken now, enrolments included: the page decides "full" from these.
        registered: await seatsTaken(db, tenantOf(c), k),
      })
    })

    s.get('/v1/class/syllabus', (c) => {
      const classroomId = intParam(c, 'classroomId')
      if (classroomId === undefined || classroomId === null)
        return badRequest(c, 'classroomId wajib berupa bilangan bulat positif')
      const k = catalogue(c).classes.find((x) => x.classroomId === classroomId)
      if (!k) return notFound(c, 'Kelas tidak ditemukan')
      return item(c, { classroomId, classId: k.id, name: k.name, weeks: k.syllabus })
    })

    s.get('/v1/class/webinar', (c) => {
      const page = readPage(c, 6)
      if (page instanceof Response) return page
      const programIds = intList(c, 'programIds')
      if (programIds === null) return badRequest(c, 'programIds harus daftar bilangan bulat dipisah koma')
      const list = catalogue(c).webinars.filter((w) => !programIds || programIds.includes(w.programId))
      return paged(
        c,
        list.map((w) => ({ ...SAMPLE, ...w, cover: absolute(c, w.cover), link: absolute(c, w.link) })),
        page,
      )
    })

    s.get('/v1/class/recent', (c) => {
      const recent = [...catalogue(c).classes].sort(SORTS.newest).slice(0, RECENT_COUNT)
      return item(
        c,
        recent.map((k) => publicClass(c, k)),
      )
    })
  },
}
