/**
 * `/Pricing`'s data. The paid-class plan is a summary of every class still open (its count and
 * price range), and the API has no call that answers it: the summary is computed here, at build,
 * and only it goes into the page. Baking the class list itself (`all=true`) made the page as large
 * as the catalogue (130 KB at 200 classes, about 1.2 MB at 2,000: bench/scale-catalogue.ts), and
 * every visitor's browser fetched the whole list again to recompute three figures. The figures are
 * the build's: a class added shows in them at the next build, as on every pre-rendered page. When
 * the build could not read the classes, the summary is null and the page reads them live (and says
 * why if that fails too), as for any list `prefetch` could not bake.
 */
import type { PageContextServer } from 'vike/types'
import { listClasses } from '../../api/classes'
import { useCourses } from '../../api/courses'
import { prefetch } from '../../shell/pageData'
import { siteOf } from '../../shell/site'
import { apiContextFor } from '../../sites/apiContext'
import { FREE_COURSES, PREMIUM_COURSES, PRICED_CLASSES } from '../../features/classes/pricing/params'
import { classPlans, type ClassPlan } from '../../features/classes/pricing/plans'

export interface PricingData {
  fallback: Record<string, unknown>
  /** The classes' plan figures, or null when the build could not read the classes. */
  classPlan: ClassPlan | null
}

export async function data(pageContext: PageContextServer): Promise<PricingData> {
  const site = siteOf(pageContext)
  const key = site.tenant.key
  const [{ fallback }, classes] = await Promise.all([
    prefetch(site, [useCourses.query(key, FREE_COURSES), useCourses.query(key, PREMIUM_COURSES)]),
    listClasses(apiContextFor(site), PRICED_CLASSES),
  ])
  return { fallback, classPlan: classes.status ? classPlans(classes.data) : null }
}
