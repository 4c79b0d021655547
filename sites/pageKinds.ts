/**
 * The page kinds statistics are recorded and summarised by: every route of sites/routes.ts belongs to
 * one kind (a home, a list of classes, one class, a list of news, one news post…) or to none.
 *
 * A route id is too fine for an admin's chart (about 80 routes, many of them one pattern per spelling
 * SPEC keeps, such as `/News/{slug}` and `/News/{id}/{title?}`); a kind is what the admin asks about:
 * "how fast do our class pages open?". Routes of no kind are utility pages nobody visits for their
 * content (the sign-in and payment callbacks, the login form, the payment status pages) or the
 * account's own pages (`/Welcome`): nothing is recorded for them, so they neither count as views nor
 * weigh on a kind's vitals.
 *
 * The table is typed by the route ids, so a new route cannot be added without choosing its kind. The
 * statistics API keeps its own copy of the kind names (sandbox/statistics.ts); a unit test checks
 * that the two agree.
 */
import { findRoute, type RouteId } from './routes'

/** Kind names (the API's contract) with the label the dashboard shows, short enough for a legend. */
export const PAGE_KIND_LABELS = {
  home: 'Beranda',
  info: 'Info & landing',
  classList: 'Daftar kelas',
  classPage: 'Halaman kelas',
  lesson: 'Materi kelas',
  programList: 'Daftar program',
  programPage: 'Halaman program',
  newsList: 'Daftar berita',
  newsPage: 'Halaman berita',
  eventList: 'Daftar acara',
  eventPage: 'Halaman acara',
  signup: 'Pendaftaran',
  search: 'Pencarian',
  chat: 'Asisten AI',
  notFound: 'Tidak ditemukan',
} as const

export type PageKind = keyof typeof PAGE_KIND_LABELS
export const PAGE_KINDS = Object.keys(PAGE_KIND_LABELS) as PageKind[]

/** Each route's kind; null for the utility and account routes, which are not recorded. */
export const ROUTE_KINDS: Record<RouteId, PageKind | null> = {
  home: 'home',
  about: 'info',
  aksara: 'info',
  bandung: 'info',
  belajarBersama: 'info',
  berita: 'newsList',
  blog: 'newsList',
  callbackAuth: null,
  callbackPayment: null,
  chat: 'chat',
  search: 'search',
  testimonies: 'info',
  donations: 'info',
  discTest: 'info',
  campus: 'info',
  class: 'classList',
  clients: 'info',
  collaboration: 'info',
  corporates: 'info',
  courses: 'classList',
  curriculum: 'programList',
  event: 'eventList',
  gallery: 'info',
  government: 'info',
  jakarta: 'info',
  leaderboards: 'info',
  ligaSmk: 'info',
  lms: 'info',
  login: null,
  makeAppointment: 'signup',
  mentor: 'info',
  metamorfosa: 'info',
  network: 'info',
  news: 'newsList',
  pesilat: 'info',
  podcasts: 'newsList',
  pricing: 'info',
  privacyPolicy: 'info',
  program: 'programList',
  register: 'signup',
  silabus: 'info',
  talentHiring: 'info',
  termsAndConditions: 'info',
  trainingServices: 'info',
  tulisanTemans: 'newsList',
  video: 'info',
  welcome: null,
  welcomeDesk: null,
  coursesPremium: 'classList',
  eventCareers: 'eventList',
  eventProgram: 'programList',
  ligaSmkRegister: 'signup',
  paymentError: null,
  paymentSuccess: null,
  trainingSyllabus: 'info',
  aksaraFeature: 'info',
  classCompetence: 'classList',
  coursesPremiumDetail: 'classPage',
  lmsFeature: 'info',
  pesilatClass: 'classPage',
  coursesPremiumChapter: 'lesson',
  coursesChapter: 'lesson',
  beritaDetailId: 'newsPage',
  eventCareerDetail: 'eventPage',
  eventProgramDetail: 'programPage',
  articleDetail: 'newsPage',
  articleDetailId: 'newsPage',
  beritaDetail: 'newsPage',
  career: 'eventPage',
  classSlug: 'classPage',
  classCode: 'classPage',
  coursesDetail: 'classPage',
  curriculumProgram: 'programPage',
  eventDetail: 'eventPage',
  features: 'info',
  newsDetail: 'newsPage',
  newsDetailId: 'newsPage',
  podcastDetail: 'newsPage',
  podcastDetailId: 'newsPage',
  programDetail: 'programPage',
  programDetailId: 'programPage',
  services: 'info',
  tulisanTemansDetail: 'newsPage',
  blogDetail: 'newsPage',
  portfolio: 'info',
  overview: 'classPage',
}

/** The kind of the page at `path`; `notFound` where no page serves it, null for a utility route. */
export function pageKindOf(path: string): PageKind | null {
  const route = findRoute(path, true)
  return route ? ROUTE_KINDS[route.id] : 'notFound'
}

export const isPageKind = (kind: string): kind is PageKind => Object.hasOwn(PAGE_KIND_LABELS, kind)

/** The admin's name for a kind; an unknown one (recorded before the kinds existed) as it is. */
export const pageKindLabel = (kind: string): string => (isPageKind(kind) ? PAGE_KIND_LABELS[kind] : kind)
