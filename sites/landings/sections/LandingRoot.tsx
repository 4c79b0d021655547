import type { ReactNode } from 'react'
import type { LandingFamily } from '../../layouts'

/**
 * The root of every landing: the family marker (`data-landing`) and the landing's own styles.
 * The styles come from the family's scss as a string (`?inline`), so they ship inside the family's
 * chunk only and are in the pre-rendered HTML (a lazily imported chunk's CSS file would not be
 * linked there, and the first paint would be unstyled).
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
      {children}
    </div>
  )
}
