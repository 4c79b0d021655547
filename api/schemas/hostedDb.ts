/**
 * The response schemas of api/hostedDb.ts and the types they give. The fetcher parses with them; the
 * domain module imports only the types, so it never loads zod nor the fetcher.
 */
import * as z from 'zod/mini'
import { optStr, sampleFlag } from '../fields'

const base = { id: z.number(), created_at: z.string() }

export const bookReviewSchema = z.looseObject({
  sample: sampleFlag(),
  ...base,
  name: z.string(),
  book_title: z.string(),
  review: z.string(),
  rating: z.number(),
})
export const aspirationSchema = z.looseObject({
  sample: sampleFlag(),
  ...base,
  name: z.string(),
  origin: optStr(),
  aspiration: z.string(),
})
export const testimonySchema = z.looseObject({
  sample: sampleFlag(),
  ...base,
  name: z.string(),
  role: optStr(),
  content: z.string(),
  rating: z.optional(z.nullable(z.number())),
})
export const donationSchema = z.looseObject({
  sample: sampleFlag(),
  ...base,
  name: z.string(),
  email: optStr(),
  amount: z.number(),
  message: optStr(),
  anonymous: z.optional(z.boolean()),
})
export const userDiscSchema = z.looseObject({
  ...base,
  name: z.string(),
  email: z.string(),
  d: z.number(),
  i: z.number(),
  s: z.number(),
  c: z.number(),
  result: z.string(),
})

export type BookReview = z.infer<typeof bookReviewSchema>
export type Aspiration = z.infer<typeof aspirationSchema>
export type Testimony = z.infer<typeof testimonySchema>
export type Donation = z.infer<typeof donationSchema>
export type UserDisc = z.infer<typeof userDiscSchema>
