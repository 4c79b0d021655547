import { Children, isValidElement, useInsertionEffect, type ReactNode } from 'react'
import { HydrationSlice } from '../../../components/HydrationSlice'
import { useConfig } from 'vike-react/useConfig'
import { usePageContext } from 'vike-react/usePageContext'
import type { LandingFamily } from '../../layouts'

/**
 * The root of every landing: the family marker (`data-landing`) and the landing's own styles.
 * The styles come from the family's scss as a string (`?inline`), so they ship inside the family's
 * chunk only and are in the pre-rendered HTML (a lazily imported chunk's CSS file would not be
 * linked there, and the first paint would be unstyled).
 *
 * The `<style>` belongs in `<head>` (HTML permits it nowhere in a `<div>`): the server writes it
 * there through vike-react's `useConfig` (the page renders before the head is written), and in the
 * browser the landing puts its own copy at the end of `<head>`, after the shell's stylesheets as
 * the pre-rendered one is: on hydration it takes over the server's (the same text), after a
 * client-side navigation it adds its own; it is removed when the landing goes, so no other page is
 * styled by it.
 *
 * Each section hydrates apart (components/HydrationSlice.tsx): a landing is the longest page to
 * hydrate, and most of its sections are below the fold and need nothing before the visitor scrolls.
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
  // No page context where a landing is rendered outside Vike (unit renders): no head to write to.
  const hasPage = usePageContext() !== undefined
  useLandingStyleInBrowser(family, css)
  return (
    <div className={`landing landing--${family}`} data-landing={family}>
      {/* Static, so the browser's bundle leaves the server's way (and vike-react's useConfig) out. */}
      {import.meta.env.SSR && hasPage && <StyleInHead family={family} css={css} />}
      {Children.map(children, (section) =>
        isValidElement(section) ? <HydrationSlice>{section}</HydrationSlice> : section,
      )}
    </div>
  )
}

const STYLE_MARK = 'data-landing-css'

function StyleInHead({ family, css }: { family: LandingFamily; css: string }) {
  const setConfig = useConfig()
  setConfig({ Head: <style data-landing-css={family} dangerouslySetInnerHTML={{ __html: css }} /> })
  return null
}

/** The `<style>` elements this page's landings added (the server's are not among them). */
const owned = new WeakSet<Element>()

function useLandingStyleInBrowser(family: LandingFamily, css: string) {
  // Before layout and paint, so the landing is never drawn without its styles.
  useInsertionEffect(() => {
    let style: HTMLStyleElement | null = null
    for (const other of document.head.querySelectorAll<HTMLStyleElement>(`style[${STYLE_MARK}]`)) {
      if (owned.has(other)) continue
      // The server's copy of these very styles, on the page being hydrated: kept as it is. Putting
      // an equal copy in its place would make the browser style and lay out the whole page again,
      // a long task in the middle of hydration on a phone.
      if (!style && other.getAttribute(STYLE_MARK) === family && other.textContent === css) style = other
      else other.remove()
    }
    if (!style) {
      style = document.createElement('style')
      style.setAttribute(STYLE_MARK, family)
      style.textContent = css
      document.head.append(style)
    }
    owned.add(style)
    const added = style
    return () => added.remove()
  }, [family, css])
}
