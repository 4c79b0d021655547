/** Build-time query builders for the sections, used by the families' `queries.ts`. */
import { useLandingCounters } from '../../../api/app'
import { useClasses, type ClassListParams } from '../../../api/classes'
import { useCourses, type CourseListParams } from '../../../api/courses'
import type { ApiQuery } from '../../../api/hooks'
import { useTestimonies, type RestListParams } from '../../../api/hostedDb'
import { usePosts, type PostListParams } from '../../../api/posts'
import { usePrograms, type ProgramListParams } from '../../../api/programs'

export const q = {
  classes: (t: string, p: ClassListParams): ApiQuery => useClasses.query(t, p),
  courses: (t: string, p: CourseListParams): ApiQuery => useCourses.query(t, p),
  programs: (t: string, p: ProgramListParams): ApiQuery => usePrograms.query(t, p),
  posts: (t: string, p: PostListParams): ApiQuery => usePosts.query(t, p),
  testimonies: (t: string, p: RestListParams): ApiQuery => useTestimonies.query(t, p),
  counters: (t: string): ApiQuery => useLandingCounters.query(t),
}
