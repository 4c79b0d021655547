/**
 * The response schemas of api/programs.ts and the types they give. The fetcher parses with them; the
 * domain module imports only the types, so it never loads zod nor the fetcher.
 */
import * as z from 'zod/mini'
import { optBool, optNum, optStr, sampleFlag } from '../fields'

const named = z.object({ id: z.number(), slug: z.string(), name: z.string() })

const idList = () => z.optional(z.nullable(z.array(z.number())))

export const programSchema = z.looseObject({
  sample: sampleFlag(),
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  summary: optStr(),
  description: optStr(),
  logo: optStr(),
  cover: optStr(),
  state: optStr(),
  level: optStr(),
  type: optStr(),
  categoryId: optNum(),
  category: z.optional(z.nullable(named)),
  partner: optStr(),
  isAws: optBool(),
  registrarCityIds: idList(),
  heldCityIds: idList(),
  registrationStart: optStr(),
  registrationEnd: optStr(),
  startDate: optStr(),
  endDate: optStr(),
  quota: optNum(),
  price: optNum(),
})

export const programBatchSchema = z.looseObject({
  sample: sampleFlag(),
  id: z.number(),
  programId: z.number(),
  name: z.string(),
  startDate: optStr(),
  endDate: optStr(),
  quota: optNum(),
  registered: optNum(),
  isActive: optBool(),
})

export const activeProgramSchema = z.extend(programSchema, {
  batches: z.optional(z.nullable(z.array(programBatchSchema))),
})

export const programFiltersSchema = z.looseObject({
  states: z.array(z.string()),
  levels: z.array(z.string()),
  types: z.array(z.string()),
  categories: z.array(named),
  cities: z.array(z.looseObject({ id: z.number(), name: z.string(), province: optStr() })),
})

export const programSchoolSchema = z.looseObject({
  id: z.number(),
  programId: optNum(),
  npsn: optStr(),
  name: z.string(),
  cityId: optNum(),
  city: optStr(),
  province: optStr(),
  teams: optNum(),
  registeredAt: optStr(),
})

export const leaderboardRowSchema = z.looseObject({
  rank: z.number(),
  programId: optNum(),
  teamName: z.string(),
  schoolName: optStr(),
  city: optStr(),
  score: z.number(),
  solved: optNum(),
})

export type Program = z.infer<typeof programSchema>
export type ActiveProgram = z.infer<typeof activeProgramSchema>
export type ProgramFilters = z.infer<typeof programFiltersSchema>
export type ProgramSchool = z.infer<typeof programSchoolSchema>
export type LeaderboardRow = z.infer<typeof leaderboardRowSchema>
