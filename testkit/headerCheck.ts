/**
 * Whether a page's header holds on one line: the brand, the ☰ button, "Masuk", "Daftar" and (when
 * it stands in the header) every menu link shown and "Lainnya" each on a single text line, all on
 * the header's one row, nothing past the viewport's right edge; and the brand whole, its name or its
 * short name (shell/headerFit.ts), never cut with an ellipsis. Shared by tests/e2e/header.spec.ts and
 * bench/tenants.ts, so the table and the test measure the same thing.
 */
import type { Page } from '@playwright/test'

export const HEADER_WIDTHS = [320, 360, 768, 1024, 1280, 1440] as const

export interface HeaderBoxes {
  /** What broke, in words; empty when the header holds. */
  problems: string[]
  /** The menu stands in the header (else it is in the ☰ button). */
  navInline: boolean
  masuk: boolean
  daftar: boolean
}

export async function checkHeader(page: Page): Promise<HeaderBoxes> {
  // tsx (the benchmarks' loader) wraps named inner functions in a `__name` helper the page lacks.
  await page.evaluate('globalThis.__name ??= (f) => f')
  return page.evaluate(() => {
    const problems: string[] = []
    const header = document.querySelector<HTMLElement>('.site-header__inner')
    if (!header) return { problems: ['no header'], navInline: false, masuk: false, daftar: false }
    const visible = (el: Element | null): el is HTMLElement =>
      !!el && (el as HTMLElement).offsetParent !== null && el.getClientRects().length > 0
    /** Distinct line tops of the text inside `el` that is seen (not a visually hidden name). */
    const lines = (el: HTMLElement) => {
      const tops = new Set<number>()
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        // The icon buttons' words on phones sit in a 1 px box: a name for screen readers, not a line.
        if ((node.parentElement?.getBoundingClientRect().width ?? 0) <= 1) continue
        const range = document.createRange()
        range.selectNodeContents(node)
        for (const r of range.getClientRects()) if (r.width > 0) tops.add(Math.round(r.top))
      }
      return tops.size
    }
    const row = header.getBoundingClientRect()
    const firstRowMid = row.top + 32
    const byText = (text: string) =>
      [...header.querySelectorAll<HTMLElement>('a, button')].find(
        (el) => el.textContent?.trim() === text && visible(el) && !el.closest('#site-nav'),
      ) ?? null
    // The brand's name, or (where the site's short name stands in for it) the link showing that.
    const brandLink = header.querySelector<HTMLElement>('.site-header__brand')
    const brandText = header.querySelector<HTMLElement>('.site-header__brand span')
    const brand = visible(brandText) ? brandText : brandLink
    const toggle = header.querySelector<HTMLElement>('.site-header__toggle')
    const nav = header.querySelector<HTMLElement>('#site-nav')
    const masuk = byText('Masuk')
    const daftar = byText('Daftar')
    const navInline = visible(nav) && !visible(toggle)
    const parts: [string, HTMLElement | null][] = [
      ['brand', brand],
      ['menu button', visible(toggle) ? toggle!.querySelector<HTMLElement>('[aria-hidden="true"]') : null],
      ['Masuk', masuk],
      ['Daftar', daftar],
      ...(navInline
        ? [...nav!.querySelectorAll<HTMLElement>('.site-nav__item a, .site-nav__more-button')]
            .filter(visible)
            .map((a): [string, HTMLElement] => [a.textContent!.trim(), a])
        : []),
    ]
    for (const [name, el] of parts) {
      if (!el) continue
      const box = el.getBoundingClientRect()
      if (lines(el) > 1) problems.push(`${name} wraps`)
      if (Math.abs((box.top + box.bottom) / 2 - firstRowMid) > 10) problems.push(`${name} off the row`)
      if (box.right > window.innerWidth + 0.5) problems.push(`${name} past the right edge`)
    }
    if (brand && brand.scrollWidth > brand.clientWidth + 1) problems.push('brand cut')
    if (row.height > 72) problems.push(`header ${Math.round(row.height)} px high`)
    if (document.documentElement.scrollWidth > window.innerWidth) problems.push('horizontal scroll')
    return { problems, navInline, masuk: !!masuk, daftar: !!daftar }
  })
}
