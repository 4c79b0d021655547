/**
 * `/CallbackAuth` (SPEC §2, §5, §9): the central login comes back here with `?token=`. The token is
 * stored as the client-token cookie (2,592,000 s, api/cookies.ts), the profile is loaded from both
 * hosts that have it (`user/detail` on the auth host, `v1/user/me`), and the visitor goes to the
 * page saved before the login. That target must pass SPEC §5 (`shell/redirect.ts`); anything else
 * is an external navigation and is refused with the internal redirect error (SPEC §8), shown as the
 * error screen.
 */
import { useEffect, useRef, useState } from 'react'
import { useSWRConfig } from 'swr'
import { accountKeys, getMe, getUserDetail, type User } from '../../api/accounts'
import { useApiContext } from '../../api/hooks'
import { Link } from '../../components/Link'
import { Spinner } from '../../components/Spinner'
import { takeReturnTarget } from '../../shell/account'
import { signIn } from '../../shell/signedIn'
import { versionCheckOnce } from '../../shell/useVersionCheck'
import { ERROR_TEXT, HOME_LINK_TEXT } from '../../shell/errorTexts'
import { RedirectError, redirectTo, safeRedirectTarget } from '../../shell/redirect'
import '../../features/account/styles.scss'

type State =
  | { kind: 'working' }
  | { kind: 'no-token' }
  | { kind: 'profile-failed'; message: string }
  | { kind: 'refused'; message: string }

export default function Page() {
  const ctx = useApiContext()
  const { mutate } = useSWRConfig()
  const [state, setState] = useState<State>({ kind: 'working' })
  const [attempt, setAttempt] = useState(0)
  const tokenRef = useRef<string | null | undefined>(undefined)

  useEffect(() => {
    let alive = true
    const run = async () => {
      if (tokenRef.current === undefined) {
        tokenRef.current = new URLSearchParams(window.location.search).get('token')
        // The token leaves the address bar (and the history entry) at once.
        if (tokenRef.current) window.history.replaceState(window.history.state, '', window.location.pathname)
      }
      const token = tokenRef.current
      if (!token) return setState({ kind: 'no-token' })
      // The version is stored before the token, so no later page's check takes the token for an
      // older version's (shell/useVersionCheck.ts).
      await versionCheckOnce(ctx)
      if (!alive) return
      signIn(ctx.tokens, token)
      const [detail, me] = await Promise.all([getUserDetail(ctx), getMe(ctx)])
      if (!alive) return
      const profile: User | null = me.status ? me.data : detail.status ? detail.data : null
      if (!profile) {
        const failure = me.status ? detail : me
        return setState({ kind: 'profile-failed', message: failure.message })
      }
      await mutate(accountKeys.me(ctx.tenantId), { status: true, message: me.message, data: profile }, false)
      let target: string
      try {
        target = safeRedirectTarget(takeReturnTarget())
      } catch (error) {
        if (error instanceof RedirectError) {
          console.warn(`[auth] ${error.message}`)
          return setState({ kind: 'refused', message: error.message })
        }
        throw error
      }
      await redirectTo(target)
    }
    setState({ kind: 'working' })
    void run()
    return () => {
      alive = false
    }
  }, [ctx, mutate, attempt])

  if (state.kind === 'refused') {
    return (
      <section className="error-screen container">
        <p className="error-screen__code" aria-hidden="true">
          500
        </p>
        <h1>{ERROR_TEXT}</h1>
        <p className="error-screen__message">{state.message}</p>
        <p>Anda sudah masuk. Alamat tujuan ditolak karena mengarah ke luar situs ini.</p>
        <Link className="button" href="/">
          {HOME_LINK_TEXT}
        </Link>
      </section>
    )
  }
  return (
    <section className="container account-narrow">
      <h1>Memproses masuk</h1>
      {state.kind === 'working' && <Spinner label="Memuat profil Anda…" />}
      {state.kind === 'no-token' && (
        <div className="alert alert--danger" role="alert">
          <p>Tautan masuk tidak lengkap atau sudah dipakai. Silakan masuk kembali.</p>
          <Link className="button button--small" href="/Login">
            Masuk
          </Link>
        </div>
      )}
      {state.kind === 'profile-failed' && (
        <div className="alert alert--danger" role="alert">
          <p>Profil Anda belum dapat dimuat: {state.message}</p>
          <button type="button" className="button button--small" onClick={() => setAttempt((n) => n + 1)}>
            Coba lagi
          </button>
        </div>
      )}
    </section>
  )
}
