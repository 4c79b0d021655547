import type { CourseListParams } from '../../../api/courses'
import { PAGE_SIZE } from '../../../api/constants'
import { pageFrom, type UrlQuery } from '../../../components/urlState'

/** `/Courses` lists free courses, `/Courses/@Premium` premium ones; `?q=` and `?page=` from the URL. */
export function courseListParams(premium: boolean, query: UrlQuery): CourseListParams {
  const search = query.q?.trim()
  return { page: pageFrom(query), perPage: PAGE_SIZE.class, premium, ...(search ? { search } : {}) }
}
