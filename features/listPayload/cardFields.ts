/**
 * What each list card reads of an item, for the lists baked into list pages (./slimList.ts). Each
 * projection follows its card; tests/unit/slim-list.test.tsx renders every card from the full item
 * and from its projection and requires the same HTML, so a card that starts reading another field
 * fails there until the field is added here.
 *
 * Three baked lists stay whole, since what they show is nearly all an item holds: the gallery (its
 * lightbox shows every field of a photo), the leaderboard rows and the league's schools (a few short
 * fields a row, every one on screen but an id or two).
 */
import type { Career, Job } from '../../api/careers'
import type { ClassItem } from '../../api/classes'
import type { CourseSummary } from '../../api/courses'
import type { Post } from '../../api/posts'
import { cutSummary, summaryOf } from '../../api/postSummary'
import type { Program } from '../../api/programs'
import { pick } from './slimList'

/** features/posts/PostCard.tsx (cover, category, linked title, date, excerpt) and its section's `detailHref`. */
const POST_CARD = ['id', 'slug', 'title', 'cover', 'category', 'publishedAt', 'summary'] as const

/**
 * Never the body: the card's text is the summary, or without one the start of the body, cut here to
 * plain text of a bounded length (api/postSummary.ts), so a card weighs the same whatever its post's
 * size.
 */
export type PostCardItem = Pick<Post, (typeof POST_CARD)[number]>

/**
 * `fields` of a post (`summary` among them) with `summary` replaced by `text`, left out when empty
 * (Vike would otherwise serialise an explicit `undefined`).
 */
function withText<K extends keyof Post>(post: Post, fields: readonly K[], text: string): Pick<Post, K> {
  const { summary: _summary, ...rest } = pick(post, fields) as Pick<Post, K> & { summary?: string | null }
  return (text ? { ...rest, summary: text } : rest) as Pick<Post, K>
}

export const postCard = (post: Post): PostCardItem => withText(post, POST_CARD, summaryOf(post))

/**
 * features/events/EventCard.tsx: cover, title, category, and what `eventInfoOf` needs for the date,
 * the place and upcoming/past (the attendance is inferred from venue and online link when absent).
 */
const EVENT_CARD = [
  'id',
  'slug',
  'title',
  'cover',
  'category',
  'startsAt',
  'endsAt',
  'attendance',
  'venue',
  'address',
  'onlineUrl',
] as const

export type EventCardItem = Pick<Post, (typeof EVENT_CARD)[number]>

export const eventCard = (post: Post): EventCardItem => pick(post, EVENT_CARD)

/** features/events/program/ProgramCard.tsx: cover, type · category, linked name, summary, dates, price, state. */
const PROGRAM_CARD = [
  'id',
  'slug',
  'name',
  'cover',
  'type',
  'category',
  'summary',
  'startDate',
  'endDate',
  'price',
  'state',
] as const

export type ProgramCardItem = Pick<Program, (typeof PROGRAM_CARD)[number]>

export const programCard = (program: Program): ProgramCardItem => pick(program, PROGRAM_CARD)

/** A program as a filter option (pages/Class/Catalogue `Filters`): its id and name. */
export type ProgramOption = Pick<Program, 'id' | 'name'>

export const programOption = (program: Program): ProgramOption => pick(program, ['id', 'name'])

/** features/classes/ClassCard.tsx: logo, level · type, linked name, description, state, start, price. */
const CLASS_CARD = [
  'id',
  'slug',
  'name',
  'logo',
  'level',
  'type',
  'description',
  'state',
  'startDate',
  'price',
] as const

export type ClassCardItem = Pick<ClassItem, (typeof CLASS_CARD)[number]>

export const classCard = (item: ClassItem): ClassCardItem => pick(item, CLASS_CARD)

/** features/classes/ProgramTile.tsx: cover (the logo without one), category, linked name, summary, start. */
const PROGRAM_TILE = ['id', 'slug', 'name', 'cover', 'category', 'summary', 'startDate'] as const

export type ProgramTileItem = Pick<Program, (typeof PROGRAM_TILE)[number]> & Partial<Pick<Program, 'logo'>>

export const programTile = (program: Program): ProgramTileItem =>
  program.cover ? pick(program, PROGRAM_TILE) : { ...pick(program, PROGRAM_TILE), ...pick(program, ['logo']) }

/** features/classes/courses/CourseCard.tsx: cover, level and size, linked title, summary, price. */
const COURSE_CARD = [
  'id',
  'slug',
  'title',
  'summary',
  'cover',
  'level',
  'isPremium',
  'price',
  'moduleCount',
  'chapterCount',
] as const

export type CourseCardItem = Pick<CourseSummary, (typeof COURSE_CARD)[number]>

export const courseCard = (course: CourseSummary): CourseCardItem => pick(course, COURSE_CARD)

/** features/events/ProgramPostCard.tsx: a post card that shows no excerpt without a summary. */
export type ProgramPostCardItem = Pick<Post, (typeof POST_CARD)[number]>

export const programPostCard = (post: Post): ProgramPostCardItem =>
  withText(post, POST_CARD, cutSummary(post.summary))

/** features/posts/video/VideoCard.tsx: a post card plus where its video is. */
const VIDEO_CARD = [...POST_CARD, 'video', 'videoUrl'] as const

export type VideoCardItem = Pick<Post, (typeof VIDEO_CARD)[number]>

export const videoCard = (post: Post): VideoCardItem => withText(post, VIDEO_CARD, summaryOf(post))

/** features/careers/CareerCard.tsx: icon, linked name, description, open jobs. */
const CAREER_CARD = ['id', 'slug', 'name', 'description', 'icon', 'jobCount'] as const

export type CareerCardItem = Pick<Career, (typeof CAREER_CARD)[number]>

export const careerCard = (career: Career): CareerCardItem => pick(career, CAREER_CARD)

/** features/careers/JobItem.tsx: linked title, company and place, terms, salary, deadline (no description). */
const JOB_ITEM = [
  'id',
  'careerId',
  'slug',
  'title',
  'company',
  'location',
  'employmentType',
  'workplace',
  'salaryMin',
  'salaryMax',
  'deadline',
] as const

export type JobItemFields = Pick<Job, (typeof JOB_ITEM)[number]>

export const jobItem = (job: Job): JobItemFields => pick(job, JOB_ITEM)

// The home's landing sections (sites/landings/sections), for the home's `+data`.

/** `NewsList`: cover, date, linked title, summary. */
const LANDING_NEWS = ['id', 'slug', 'title', 'cover', 'publishedAt', 'summary'] as const

export type LandingNewsItem = Pick<Post, (typeof LANDING_NEWS)[number]>

export const landingNews = (post: Post): LandingNewsItem =>
  withText(post, LANDING_NEWS, cutSummary(post.summary))

/** `ProgramGrid`: cover (the logo without one), category, linked name, summary (else the description), deadline. */
const LANDING_PROGRAM = ['id', 'slug', 'name', 'cover', 'category', 'summary', 'registrationEnd'] as const

export type LandingProgramItem = Pick<Program, (typeof LANDING_PROGRAM)[number]> &
  Partial<Pick<Program, 'logo' | 'description'>>

export const landingProgram = (program: Program): LandingProgramItem => ({
  ...pick(program, LANDING_PROGRAM),
  ...(program.cover == null ? pick(program, ['logo']) : {}),
  ...(program.summary == null ? pick(program, ['description']) : {}),
})

/** `ClassGrid`: logo, level · type, linked name, description, price. */
const LANDING_CLASS = ['id', 'slug', 'name', 'logo', 'level', 'type', 'description', 'price'] as const

export type LandingClassItem = Pick<ClassItem, (typeof LANDING_CLASS)[number]>

export const landingClass = (item: ClassItem): LandingClassItem => pick(item, LANDING_CLASS)
