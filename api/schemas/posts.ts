/**
 * The response schemas of api/posts.ts and the types they give. The fetcher parses with them; the
 * domain module imports only the types, so it never loads zod nor the fetcher.
 */
import * as z from 'zod/mini'
import { optBool, optStr, sampleFlag } from '../fields'

export const postCategorySchema = z.object({ id: z.number(), slug: z.string(), name: z.string() })

/** A category as the category lists return it (with its kind and how many posts it holds). */
export const postCategoryItemSchema = z.looseObject({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  kindSlug: optStr(),
  postCount: z.optional(z.nullable(z.number())),
})

export const postSchema = z.looseObject({
  sample: sampleFlag(),
  id: z.number(),
  slug: z.string(),
  kindSlug: z.string(),
  title: z.string(),
  summary: optStr(),
  content: optStr(),
  cover: optStr(),
  category: z.optional(z.nullable(postCategorySchema)),
  author: z.optional(z.nullable(z.object({ name: z.string(), avatar: optStr() }))),
  publishedAt: optStr(),
  type: optStr(),
  active: optBool(),
})

export const galleryItemSchema = z.looseObject({
  sample: sampleFlag(),
  id: z.number(),
  title: z.string(),
  description: optStr(),
  image: z.string(),
  location: optStr(),
  takenAt: optStr(),
})

export const appointmentSchema = z.looseObject({
  id: z.number(),
  postId: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  organization: optStr(),
  preferredDate: optStr(),
  preferredTime: optStr(),
  message: optStr(),
  createdAt: z.string(),
})

export type Post = z.infer<typeof postSchema>
export type PostCategory = z.infer<typeof postCategorySchema>
export type PostCategoryItem = z.infer<typeof postCategoryItemSchema>
export type GalleryItem = z.infer<typeof galleryItemSchema>
export type Appointment = z.infer<typeof appointmentSchema>
