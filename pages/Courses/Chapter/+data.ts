import type { PageContextServer } from 'vike/types'
import { loadChapter } from '../../../features/classes/courses/courseData'

export const data = (pageContext: PageContextServer) => loadChapter(pageContext)
