/**
 * Field schemas shared by the response schemas of every domain. The backend omits a field or sends
 * `null` for "not set" interchangeably, so optional fields accept both.
 */
import * as z from 'zod/mini'

export const optStr = () => z.optional(z.nullable(z.string()))
export const optNum = () => z.optional(z.nullable(z.number()))
export const optBool = () => z.optional(z.nullable(z.boolean()))

/**
 * `sample: true` on an item that is sample data (the sandbox's seed): the page labels it
 * (components/SampleNote.tsx) and gives it no structured data. A real backend sends no flag.
 */
export const sampleFlag = () => optBool()
