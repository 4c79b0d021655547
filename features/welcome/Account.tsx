/**
 * `/Welcome`, the account page: the learner's home. Everything here belongs to the signed-in user,
 * so the pre-rendered HTML holds only the frame and a skeleton; the content follows the login cookie.
 * - Not signed in: a sentence and the login link (returning here).
 * - Everyone signed in, first: "Kelas saya" (./MyClasses.tsx), then "Pembayaran" (./MyPayments.tsx),
 *   then the profile. On a phone the first screen shows "Kelas saya" and its first class; writers
 *   and admins find their desk and dashboard in a row of links above it.
 * - Mentors, teachers and partners: their balance, a payout request and their payouts.
 * - Administrators: every payout, with approve and reject (SPEC §6: the sandbox enforces the role
 *   with a 403; the page only shows what the role may do).
 * - Students and other roles: their profile.
 * - Administrators also get the statistics dashboard, a lazily loaded chunk (its chart library
 *   is downloaded only then; statistics/StatisticsDashboard.tsx).
 */
import { lazy, Suspense } from 'react'
import { useMe } from '../../api/accounts'
import { useApiContext } from '../../api/hooks'
import { Link } from '../../components/Link'
import { TextSkeleton } from '../../components/Skeleton'
import { LoadError } from '../../components/LoadError'
import { useHydrated } from '../../components/urlState'
import { canApprovePayouts, canRequestPayouts, canWritePosts } from '../../shell/account'
import { loginHref, useSignedIn } from '../../shell/signedIn'
import { roleLabel } from '../account/labels'
import { BalanceCard } from './BalanceCard'
import { MyClasses } from './MyClasses'
import { MyPayments } from './MyPayments'
import { PayoutList } from './PayoutList'
import { PayoutRequestForm } from './PayoutRequestForm'
import '../account/styles.scss'
import './styles.scss'

const StatisticsDashboard = lazy(() => import('./statistics/StatisticsDashboard'))

export function AccountSection() {
  const ctx = useApiContext()
  const hydrated = useHydrated()
  const signedIn = useSignedIn(ctx.tokens)
  const { data, error, isValidating, mutate } = useMe(signedIn)

  if (!hydrated) {
    return (
      <section className="container welcome">
        <h1>Akun Saya</h1>
        <TextSkeleton lines={4} label="Memuat akun…" />
      </section>
    )
  }
  if (!signedIn) {
    return (
      <section className="container welcome account-narrow">
        <h1>Akun Saya</h1>
        <p>Silakan masuk untuk melihat kelas, pembayaran dan profil Anda.</p>
        <Link className="button" href={loginHref('/Welcome')}>
          Masuk
        </Link>
      </section>
    )
  }
  const user = data?.data
  const desk = user && canWritePosts(user.role)
  const dashboard = user && canApprovePayouts(user.role)
  return (
    <section className="container welcome">
      <h1>{user ? `Selamat datang, ${user.name}` : 'Akun Saya'}</h1>
      {(desk || dashboard) && (
        <nav className="welcome__shortcuts" aria-label="Pintasan kerja">
          {desk && (
            <Link className="button button--small" href="/Welcome/Redaksi">
              Buka meja redaksi
            </Link>
          )}
          {dashboard && (
            <Link className="button button--small button--outline" href="#statistik">
              Dasbor statistik
            </Link>
          )}
        </nav>
      )}
      <MyClasses />
      <MyPayments />
      <h2 id="profil">Profil</h2>
      {!user && !error && <TextSkeleton lines={4} label="Memuat akun…" />}
      {!user && error && (
        <LoadError
          what="Profil"
          message={error.message}
          onRetry={() => void mutate()}
          retrying={isValidating}
        />
      )}
      {user && (
        <>
          <dl className="welcome__profile">
            <dt>Email</dt>
            <dd>{user.email}</dd>
            <dt>Peran</dt>
            <dd>{roleLabel(user.role)}</dd>
            {user.phone && (
              <>
                <dt>Telepon</dt>
                <dd>{user.phone}</dd>
              </>
            )}
          </dl>
          {canRequestPayouts(user.role) && (
            <>
              <h2>Saldo dan pencairan</h2>
              <BalanceCard />
              <PayoutRequestForm />
              <h2>Riwayat pencairan</h2>
              <PayoutList admin={false} />
            </>
          )}
          {canApprovePayouts(user.role) && (
            <>
              <h2>Semua pencairan</h2>
              <p>Setujui atau tolak permintaan pencairan. Setiap permintaan hanya dapat diputuskan sekali.</p>
              <PayoutList admin />
              <h2 id="statistik">Statistik</h2>
              <Suspense fallback={<TextSkeleton lines={8} label="Memuat dasbor statistik…" />}>
                <StatisticsDashboard />
              </Suspense>
            </>
          )}
        </>
      )}
    </section>
  )
}
