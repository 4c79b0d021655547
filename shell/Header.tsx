import { useState } from 'react'
import { isBuiltPath } from '../sites/routes'
import type { NavItem } from '../sites/registry'
import { Link } from '../components/Link'
import { REGISTER_PATH, UserMenu } from './UserMenu'
import { SearchButton } from './SearchButton'

/** More items than this fill a 1280 px header: "Daftar" then stays in the phone menu's place only. */
const WIDE_NAV_ITEMS = 5

/** Navigation shows only routes whose page is built (a link to an unbuilt route would be a 404). */
export function visibleNav(items: readonly NavItem[]): NavItem[] {
  return items.filter((item) => isBuiltPath(item.path))
}

export function Header({
  siteName,
  logo,
  nav,
  currentPath,
}: {
  siteName: string
  logo: string
  nav: readonly NavItem[]
  currentPath: string
}) {
  const [open, setOpen] = useState(false)
  const items = visibleNav(nav)
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link href="/" className="site-header__brand" aria-label={`${siteName}: halaman utama`}>
          <img src={logo} alt="" width={40} height={40} />
          <span>{siteName}</span>
        </Link>
        <SearchButton />
        <UserMenu currentPath={currentPath} tight={items.length > WIDE_NAV_ITEMS} />
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
              {isBuiltPath(REGISTER_PATH) && (
                <li className="site-nav__register">
                  <Link href={REGISTER_PATH} onClick={() => setOpen(false)}>
                    Daftar
                  </Link>
                </li>
              )}
            </ul>
          </nav>
        )}
      </div>
    </header>
  )
}
