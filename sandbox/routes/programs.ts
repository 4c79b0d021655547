/**
 * Program calls (paths not shown in SPEC §7; ours, see api/README.md): list with filters, filter
 * options, active programs and their detail, schools per program, leaderboards, AWS programs.
 * "Active" programs are open for registration or running.
 */
import type { Context } from 'hono'
import type { SandboxContext, SandboxModule } from '../context'
import { badRequest, intParam, item, notFound, paged, readPage } from '../http'
import { absolute } from '../http-origin'
import { SAMPLE } from '../seed/catalogues'
import { CITIES, PROGRAM_LEVELS, PROGRAM_STATES, PROGRAM_TYPES, type SeedProgram } from '../seed/programs'
import { catalogue } from '../tenancy'
import { includesText, intList, oneOf, pathInt } from './content-params'

const ACTIVE_STATES = ['open', 'ongoing']
const isActive = (p: SeedProgram) => ACTIVE_STATES.includes(p.state)

export const publicProgram = (c: Context, p: SeedProgram) => ({
  ...SAMPLE,
  ...p,
  logo: absolute(c, p.logo),
  cover: absolute(c, p.cover),
})

/** The program named by the `programId` path parameter, or a 400/404 response. */
function programFromPath(c: Context): SeedProgram | Response {
  const id = pathInt(c, 'programId')
  if (id === null) return badRequest(c, 'programId harus bilangan bulat positif')
  const program = catalogue(c).programs.find((p) => p.id === id)
  return program ?? notFound(c, 'Program tidak ditemukan')
}

export const programs: SandboxModule = {
  register({ hosts }: SandboxContext) {
    const s = hosts.services

    s.get('/v1/program/list', (c) => {
      const page = readPage(c, 6)
      if (page instanceof Response) return page
      const state = oneOf(c, 'state', PROGRAM_STATES)
      if (state === null) return badRequest(c, `state harus salah satu dari: ${PROGRAM_STATES.join(', ')}`)
      const level = oneOf(c, 'level', PROGRAM_LEVELS)
      if (level === null) return badRequest(c, `level harus salah satu dari: ${PROGRAM_LEVELS.join(', ')}`)
      const type = oneOf(c, 'filter.type', PROGRAM_TYPES)
      if (type === null)
        return badRequest(c, `filter.type harus salah satu dari: ${PROGRAM_TYPES.join(', ')}`)
      const programIds = intList(c, 'programIds')
      const registrar = intList(c, 'registrarCityIds')
      const held = intList(c, 'heldCityIds')
      if (programIds === null || registrar === null || held === null)
        return badRequest(c, 'programIds, registrarCityIds dan heldCityIds harus daftar bilangan bulat')
      const categoryId = intParam(c, 'categoryId')
      if (categoryId === null) return badRequest(c, 'categoryId harus bilangan bulat')
      const search = c.req.query('search')
      const list = catalogue(c).programs.filter(
        (p) =>
          (!state || p.state === state) &&
          (!level || p.level === level) &&
          (!type || p.type === type) &&
          (!programIds || programIds.includes(p.id)) &&
          (!registrar || registrar.some((id) => p.registrarCityIds.includes(id))) &&
          (!held || held.some((id) => p.heldCityIds.includes(id))) &&
          (categoryId === undefined || p.categoryId === categoryId) &&
          includesText(p.name, search),
      )
      return paged(
        c,
        list.map((p) => publicProgram(c, p)),
        page,
      )
    })

    s.get('/v1/program/filters', (c) =>
      item(c, {
        states: [...PROGRAM_STATES],
        levels: [...PROGRAM_LEVELS],
        types: [...PROGRAM_TYPES],
        categories: catalogue(c).programCategories.map((k) => ({ ...k })),
        cities: CITIES.map((k) => ({ ...k })),
      }),
    )

    s.get('/v1/program/active', (c) => {
      const page = readPage(c, 6)
      if (page instanceof Response) return page
      return paged(
        c,
        catalogue(c)
          .programs.filter(isActive)
          .map((p) => publicProgram(c, p)),
        page,
      )
    })

    s.get('/v1/program/active/:id', (c) => {
      const id = pathInt(c, 'id')
      if (id === null) return badRequest(c, 'id harus bilangan bulat positif')
      const program = catalogue(c).programs.find((p) => p.id === id && isActive(p))
      if (!program) return notFound(c, 'Program aktif tidak ditemukan')
      return item(c, {
        ...publicProgram(c, program),
        batches: catalogue(c).batches.filter((b) => b.programId === id),
      })
    })

    s.get('/v1/program/detail', (c) => {
      const id = intParam(c, 'id')
      const slug = c.req.query('slug')
      if (id === null) return badRequest(c, 'id harus bilangan bulat positif')
      if (id === undefined && !slug) return badRequest(c, 'id atau slug wajib diisi')
      const program = catalogue(c).programs.find((p) => (id !== undefined ? p.id === id : p.slug === slug))
      if (!program) return notFound(c, 'Program tidak ditemukan')
      return item(c, {
        ...publicProgram(c, program),
        batches: catalogue(c).batches.filter((b) => b.programId === program.id),
      })
    })

    s.get('/v1/program/aws', (c) => {
      const page = readPage(c, 6)
      if (page instanceof Response) return page
      return paged(
        c,
        catalogue(c)
          .programs.filter((p) => p.isAws)
          .map((p) => publicProgram(c, p)),
        page,
      )
    })

    s.get('/v1/program/:programId/schools', (c) => {
      const program = programFromPath(c)
      if (program instanceof Response) return program
      const page = readPage(c, 10)
      if (page instanceof Response) return page
      const search = c.req.query('search')
      return paged(
        c,
        catalogue(c).schools.filter((k) => k.programId === program.id && includesText(k.name, search)),
        page,
      )
    })

    s.get('/v1/program/:programId/leaderboard', (c) => {
      const program = programFromPath(c)
      if (program instanceof Response) return program
      const page = readPage(c, 10)
      if (page instanceof Response) return page
      return paged(
        c,
        catalogue(c).leaderboards.filter((r) => r.programId === program.id),
        page,
      )
    })
  },
}
