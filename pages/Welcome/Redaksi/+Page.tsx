/**
 * `/Welcome/Redaksi`: the writers' desk. SPEC §2 lists no route for it, so the name is ours
 * (docs/decisions/0009-writers-desk.md): under `/Welcome`, the account area, with the Indonesian
 * word for an editorial desk. The pre-rendered page is only the frame; the desk
 * (features/desk/DeskApp, with its editor) is a lazy chunk requested after hydration, so no
 * visitor page downloads it, not even one that prefetches this small page.
 */
import { lazy, Suspense } from 'react'
import { Link } from '../../../components/Link'
import { TextSkeleton } from '../../../components/Skeleton'
import { useHydrated } from '../../../components/urlState'

const DeskApp = lazy(() => import('../../../features/desk/DeskApp'))

export default function Page() {
  const hydrated = useHydrated()
  const loading = <TextSkeleton lines={6} label="Memuat meja redaksi…" />
  return (
    <section className="container desk-page">
      <p className="desk-page__back">
        <Link href="/Welcome">Akun Saya</Link>
      </p>
      <h1>Meja Redaksi</h1>
      <p>Tulis, sunting dan terbitkan berita, blog, artikel dan podcast situs ini.</p>
      {hydrated ? (
        <Suspense fallback={loading}>
          <DeskApp />
        </Suspense>
      ) : (
        loading
      )}
    </section>
  )
}
