/**
 * The site header on one line at every width: the brand, the site's own menu, "Masuk" and "Daftar"
 * where the site offers accounts, and the ☰ button. What shows at which width is decided per site
 * from its name and labels (./headerFit.ts, whose comment says why): on phones the brand keeps its
 * room (its short name where the whole one does not fit, "Masuk" and "Daftar" as icons); on wide
 * screens as many menu items as fit stand in the header and the rest open from "Lainnya"
 * (./MoreMenu.tsx); below the site's menu step they all open from ☰.
 *
 * ☰ answers a tap before the page's scripts have run: the page's start-up script opens the menu by
 * the class the button names in `data-opens` (renderer/paintFirst.ts, shell/hydrated.ts).
 */
import { useState } from 'react'
import { isBuiltPath } from '../sites/routes'
import type { NavItem } from '../sites/registry'
import { Link } from '../components/Link'
import { brandStep, navFit } from './headerFit'
import { MoreMenu } from './MoreMenu'
import { SearchButton } from './SearchButton'
import { AccountCorner } from './AccountCorner'
import { OPENS_ATTRIBUTE } from './hydrated'

/** Navigation shows only routes whose page is built (a link to an unbuilt route would be a 404). */
export function visibleNav(items: readonly NavItem[]): NavItem[] {
  return items.filter((item) => isBuiltPath(item.path))
}

export function Header({
  siteName,
  shortName,
  logo,
  nav,
  signUp,
  currentPath,
}: {
  siteName: string
  /** What a phone shows where `siteName` does not fit (the registry's, for the registry's name). */
  shortName: string | null
  logo: string
  nav: readonly NavItem[]
  /** The site offers accounts: "Masuk" and "Daftar". */
  signUp: boolean
  currentPath: string
}) {
  const [open, setOpen] = useState(false)
  const items = visibleNav(nav)
  const fit = navFit(
    siteName,
    items.map((item) => item.label),
    signUp,
  )
  const brand = shortName ? brandStep(siteName, signUp) : 320
  // Past the wide-screen step (a name no registry entry sizes) the short name stays: it fits.
  const brandClass = brand === 320 ? '' : ` site-header--brand-${brand === 'never' ? 768 : brand}`
  const more = fit.inline !== 'never' && fit.all !== fit.inline
  return (
    <header className={`site-header site-header--nav-${fit.inline}${brandClass}`}>
      <div className="container site-header__inner">
        <Link
          href="/"
          className="site-header__brand"
          aria-label={`${siteName}: halaman utama`}
          data-short={brand === 320 ? undefined : (shortName ?? undefined)}
        >
          <img src={logo} alt="" width={40} height={40} />
          <span title={siteName}>{siteName}</span>
        </Link>
        <SearchButton />
        {signUp && <AccountCorner currentPath={currentPath} />}
        {items.length > 0 && (
          <button
            type="button"
            className="site-header__toggle"
            aria-expanded={open}
            aria-controls="site-nav"
            {...{ [OPENS_ATTRIBUTE]: 'site-nav--open' }}
            onClick={() => setOpen((v) => !v)}
          >
            <span className="visually-hidden">Menu</span>
            <span aria-hidden="true">☰</span>
          </button>
        )}
        {items.length > 0 && (
          <nav
            id="site-nav"
            className={`site-nav${open ? ' site-nav--open' : ''}`}
            aria-label="Navigasi utama"
          >
            <ul>
              {items.map((item, i) => (
                <li
                  key={item.path}
                  className={`site-nav__item site-nav__item--from-${fit.items[i] ?? 'never'}`}
                >
                  <Link
                    href={item.path}
                    aria-current={currentPath === item.path ? 'page' : undefined}
                    onClick={() => setOpen(false)}
                  >
                    {item.label}
                  </Link>
                </li>
              ))}
              {more && (
                <MoreMenu
                  items={items
                    .map((item, i) => ({ ...item, inlineFrom: fit.items[i] ?? 'never' }))
                    .filter((item) => item.inlineFrom !== fit.inline)}
                  until={fit.all}
                  currentPath={currentPath}
                />
              )}
            </ul>
          </nav>
        )}
      </div>
    </header>
  )
}
