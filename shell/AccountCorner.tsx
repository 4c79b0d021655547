/**
 * The header's account corner: "Masuk" and "Daftar" for a visitor, and for a signed-in user the
 * account menu (./UserMenu.tsx). Nothing account-related is in the pre-rendered HTML, and a first
 * visit is a visitor's until hydration has read the token cookie (./signedIn.ts): so the first load
 * carries only the two links, and the menu, with the profile call behind it, loads for a signed-in
 * visitor only. The corner is a slot of fixed size: the menu arriving moves nothing.
 */
import { lazy, Suspense } from 'react'
import { useApiContext } from '../api/hooks'
import { Link } from '../components/Link'
import { isBuiltPath } from '../sites/routes'
import { LOGIN_PATH, loginHref, REGISTER_PATH, registerHref, useSignedIn } from './signedIn'
import './userMenu.scss'

const emptyCorner = <div className="user-menu" />

// The menu's chunk cannot load (offline before it was ever kept, a deploy that removed it): the slot
// stays empty rather than offering "Masuk" to someone who is signed in. The next full load retries.
const UserMenu = lazy(() =>
  import('./UserMenu').catch((error: unknown) => {
    console.warn('[account] the menu did not load:', error)
    return { default: () => emptyCorner }
  }),
)

// Drawn inline (no request, no font glyph that varies by device): a person, and a person with a plus.
const personIcon = (
  <svg className="user-menu__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </svg>
)
const personPlusIcon = (
  <svg className="user-menu__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
    <circle cx="10" cy="8" r="4" />
    <path d="M2 21a8 8 0 0 1 14.5-4.6M19 14v7M15.5 17.5h7" />
  </svg>
)

/**
 * "Masuk" and "Daftar", where the site builds those pages, both back to this page afterwards.
 * Sign-up sits beside sign-in at every width; on phones both are icon buttons (their words stay as
 * their accessible names) so the site's name keeps its room (./headerFit.ts).
 */
export function SignInLinks({ currentPath }: { currentPath: string }) {
  if (!isBuiltPath(LOGIN_PATH)) return emptyCorner
  return (
    <div className="user-menu">
      <Link className="button button--small user-menu__login" href={loginHref(currentPath)}>
        {personIcon}
        <span className="user-menu__word">Masuk</span>
      </Link>
      {isBuiltPath(REGISTER_PATH) && (
        <Link className="button button--small user-menu__register" href={registerHref(currentPath)}>
          {personPlusIcon}
          <span className="user-menu__word">Daftar</span>
        </Link>
      )}
    </div>
  )
}

export function AccountCorner({ currentPath }: { currentPath: string }) {
  const ctx = useApiContext()
  const signedIn = useSignedIn(ctx.tokens)
  if (!signedIn) return <SignInLinks currentPath={currentPath} />
  return (
    <Suspense fallback={emptyCorner}>
      <UserMenu currentPath={currentPath} />
    </Suspense>
  )
}
