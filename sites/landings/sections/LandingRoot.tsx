import { Children, Suspense, type ReactNode } from 'react'
import type { LandingFamily } from '../../layouts'

/**
 * The root of every landing: the family marker (`data-landing`) and the landing's own styles.
 * The styles come from the family's scss as a string (`?inline`), so they ship inside the family's
 * chunk only and are in the pre-rendered HTML (a lazily imported chunk's CSS file would not be
 * linked there, and the first paint would be unstyled).
 *
 * Each section is its own Suspense boundary so React hydrates the sections one task each, after
 * the shell, instead of the whole page in one long task: on a slow phone that long task is what
 * blocks the first tap (Lighthouse's Total Blocking Time). Nothing suspends here, so the fallback is
 * never shown; the server HTML stays until its section is hydrated.
 */
export function LandingRoot({
  family,
  css,
  children,
}: {
  family: LandingFamily
  css: string
  children: ReactNode
}) {
  return (
    <div className={`landing landing--${family}`} data-landing={family}>
      <style dangerouslySetInnerHTML={{ __html: css }} />
      {Children.map(children, (section) => (
        <Suspense fallback={null}>{section}</Suspense>
      ))}
    </div>
  )
}
