/**
 * The header's account corner: "Masuk" for a visitor, and for a signed-in user their
 * name and avatar (initials: the user record has no picture) opening a menu with "Akun Saya"
 * (`/Welcome`) and "Keluar" (sign-out clears both token cookies, shell/account.ts). The profile is
 * `v1/user/me`; an expired login (401) shows the sign-in link again. Nothing account-related is in
 * the pre-rendered HTML: the menu appears after hydration, in a slot of fixed size (no layout shift).
 * Offline, a signed-in visitor keeps their name (remembered from the last profile, shell/account.ts)
 * with an "offline" mark: the profile cannot be asked, the login is not gone.
 */
import { useEffect, useRef, useState } from 'react'
import { useMe } from '../api/accounts'
import { useApiContext } from '../api/hooks'
import { Link } from '../components/Link'
import { isBuiltPath } from '../sites/routes'
import { initials, loginHref, rememberProfile, signOut, storedProfile, useSignedIn } from './account'
import { useOnline } from './online'
import './userMenu.scss'

/** Sign-up beside sign-in, at every width: the header keeps its menu in the ☰ button to make room. */
export const REGISTER_PATH = '/Register'

/** Beside the account's name while the browser is offline. */
export const OFFLINE_MARK = 'offline'

export function UserMenu({ currentPath }: { currentPath: string }) {
  const ctx = useApiContext()
  const signedIn = useSignedIn(ctx.tokens)
  const { data, error } = useMe(signedIn, { shouldRetryOnError: false })
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const online = useOnline()
  const user = data?.data
  const userName = user?.name

  useEffect(() => {
    if (userName) rememberProfile({ name: userName })
  }, [userName])

  useEffect(() => {
    if (!open) return
    const close = (event: Event) => {
      if (
        event instanceof KeyboardEvent
          ? event.key === 'Escape'
          : !root.current?.contains(event.target as Node)
      )
        setOpen(false)
    }
    document.addEventListener('keydown', close)
    document.addEventListener('pointerdown', close)
    return () => {
      document.removeEventListener('keydown', close)
      document.removeEventListener('pointerdown', close)
    }
  }, [open])

  const offline = signedIn && !online
  if (!signedIn || (error && !user && !offline)) {
    if (!isBuiltPath('/Login')) return <div className="user-menu" />
    return (
      <div className="user-menu">
        <Link className="button button--small user-menu__login" href={loginHref(currentPath)}>
          Masuk
        </Link>
        {isBuiltPath(REGISTER_PATH) && (
          <Link className="button button--small user-menu__register" href={REGISTER_PATH}>
            Daftar
          </Link>
        )}
      </div>
    )
  }
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
