/**
 * Field schemas shared by the response schemas of every domain. The backend omits a field or sends
 * `null` for "not set" interchangeably, so optional fields accept both.
 */
import * as z from 'zod/mini'

export const optStr = () => z.optional(z.nullable(z.string()))
export const optNum = () => z.optional(z.nullable(z.number()))
export const optBool = () => z.optional(z.nullable(z.boolean()))
