import type { PageContextServer } from 'vike/types'
import { loadCourse } from '../../../features/classes/courses/courseData'

export const data = (pageContext: PageContextServer) => loadCourse(pageContext)
