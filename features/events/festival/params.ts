import type { ClassOverviewParams } from '../../../api/classes'
import { FESTIVAL_CLASS_SLUG } from '../../../content/festival'

/** Shared by +data and the page so the SWR key (and so the fallback) is the same on both sides. */
export const FESTIVAL_CLASS: ClassOverviewParams = { slug: FESTIVAL_CLASS_SLUG }
