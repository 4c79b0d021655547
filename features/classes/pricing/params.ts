import type { ClassListParams } from '../../../api/classes'
import type { CourseListParams } from '../../../api/courses'

/** Every class still open or running, to read the real price range from (`all=true`: one page). */
export const PRICED_CLASSES: ClassListParams = { all: true }
/** Free and premium courses (at most one page of 100 each is plenty for a price summary). */
export const FREE_COURSES: CourseListParams = { page: 1, perPage: 100, premium: false }
export const PREMIUM_COURSES: CourseListParams = { page: 1, perPage: 100, premium: true }
