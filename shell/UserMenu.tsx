/**
 * The account menu of a signed-in visitor, loaded by the header's account corner
 * (./AccountCorner.tsx) only for them: their name and avatar (initials: the user record has no
 * picture) opening a menu with "Akun Saya" (`/Welcome`) and "Keluar" (sign-out clears both token
 * cookies, shell/account.ts). The profile is `v1/user/me`; an expired login (401) shows the sign-in
 * links again. Offline, a signed-in visitor keeps their name (remembered from the last profile,
 * shell/account.ts) with an "offline" mark: the profile cannot be asked, the login is not gone.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import { useMe } from '../api/accounts'
import { useApiContext } from '../api/hooks'
import { Link } from '../components/Link'
import { initials, rememberProfile, signOut, storedProfile } from './account'
import { SignInLinks } from './AccountCorner'
import { useSignedIn } from './signedIn'
import { useOnline } from './online'
import { useDismiss } from './dismiss'

/** Beside the account's name while the browser is offline. */
export const OFFLINE_MARK = 'offline'

export default function UserMenu({ currentPath }: { currentPath: string }) {
  const ctx = useApiContext()
  const signedIn = useSignedIn(ctx.tokens)
  const { data, error } = useMe(signedIn, { shouldRetryOnError: false })
  const [open, setOpen] = useState(false)
  const closeMenu = useCallback(() => setOpen(false), [])
  const root = useRef<HTMLDivElement>(null)
  const online = useOnline()
  const user = data?.data
  const userName = user?.name

  useEffect(() => {
    if (userName) rememberProfile({ name: userName })
  }, [userName])

  useDismiss(open, root, closeMenu)

  const offline = signedIn && !online
  if (!signedIn || (error && !user && !offline)) return <SignInLinks currentPath={currentPath} />
  const name = userName ?? (offline ? storedProfile()?.name : undefined) ?? 'Akun'
  return (
    <div className="user-menu" ref={root}>
      <button
        type="button"
        className="user-menu__toggle"
        aria-expanded={open}
        aria-controls="user-menu-list"
        onClick={() => setOpen((v) => !v)}
      >
        <span className="user-menu__avatar" aria-hidden="true">
          {userName || offline ? initials(name) : '…'}
        </span>
        <span className="user-menu__name">{name}</span>
        {offline && <span className="user-menu__offline">{OFFLINE_MARK}</span>}
      </button>
      {open && (
        <ul id="user-menu-list" className="user-menu__list">
          <li>
            <Link href="/Welcome" onClick={() => setOpen(false)}>
              Akun Saya
            </Link>
          </li>
          <li>
            <button type="button" onClick={() => signOut(ctx.tokens)}>
              Keluar
            </button>
          </li>
        </ul>
      )}
    </div>
  )
}
