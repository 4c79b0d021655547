/**
 * The site header on one line at every width: the brand (its name shortened with an ellipsis
 * rather than wrapped), the site's own menu, "Masuk" and "Daftar" where the site offers accounts,
 * and the ☰ button. The menu stands in the header from the site's breakpoint up (./headerFit.ts,
 * from its name and labels) and collapses into the button below it.
 */
import { useState } from 'react'
import { isBuiltPath } from '../sites/routes'
import type { NavItem } from '../sites/registry'
import { Link } from '../components/Link'
import { navStep } from './headerFit'
import { SearchButton } from './SearchButton'
import { AccountCorner } from './AccountCorner'

/** Navigation shows only routes whose page is built (a link to an unbuilt route would be a 404). */
export function visibleNav(items: readonly NavItem[]): NavItem[] {
  return items.filter((item) => isBuiltPath(item.path))
}

export function Header({
  siteName,
  logo,
  nav,
  signUp,
  currentPath,
}: {
  siteName: string
  logo: string
  nav: readonly NavItem[]
  /** The site offers accounts: "Masuk" and "Daftar". */
  signUp: boolean
  currentPath: string
}) {
  const [open, setOpen] = useState(false)
  const items = visibleNav(nav)
  const step = navStep(
    siteName,
    items.map((item) => item.label),
    signUp,
  )
  return (
    <header className={`site-header site-header--nav-${step}`}>
      <div className="container site-header__inner">
        <Link href="/" className="site-header__brand" aria-label={`${siteName}: halaman utama`}>
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
              {items.map((item) => (
                <li key={item.path}>
                  <Link
                    href={item.path}
                    aria-current={currentPath === item.path ? 'page' : undefined}
                    onClick={() => setOpen(false)}
                  >
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </header>
  )
}
