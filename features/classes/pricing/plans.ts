/**
 * The pricing plans, computed from the catalogue rather than written down: SPEC shows no pricing
 * data, and prices typed into the page would drift from what the class pages charge. Each plan's
 * figures (counts, lowest and highest price) come from the class and course calls.
 */
import type { ClassItem } from '../../../api/classes'
import type { CourseSummary } from '../../../api/courses'

export interface PriceRange {
  count: number
  min: number
  max: number
}

export function priceRange(prices: readonly number[]): PriceRange | null {
  if (prices.length === 0) return null
  return { count: prices.length, min: Math.min(...prices), max: Math.max(...prices) }
}

/** What the class plans show: free classes one can still join, and the paid ones' price range. */
export interface ClassPlan {
  free: number
  paid: PriceRange | null
}

/** Classes one can still join (not finished), split into free and paid. */
export function classPlans(classes: readonly Pick<ClassItem, 'state' | 'price'>[]): ClassPlan {
  const joinable = classes.filter((k) => k.state !== 'finished')
  return {
    free: joinable.filter((k) => !k.price).length,
    paid: priceRange(joinable.map((k) => k.price ?? 0).filter((p) => p > 0)),
  }
}

export function premiumPlan(courses: readonly CourseSummary[]) {
  return priceRange(courses.map((c) => c.price ?? 0).filter((p) => p > 0))
}
