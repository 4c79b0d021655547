/**
 * `/Chat`: the AI chat assistant. SPEC §2 lists no route for it, so the name is ours
 * (docs/decisions/0004-chat-route.md): one capitalised word like the other routes, the same on every
 * tenant. The `ai{product}` sites have it; any other tenant whose settings say `aiAssistant: true`
 * too (sites/runtime.ts `chatEnabled`, resolved at build time; the live settings can open it); elsewhere the page says it is not available.
 *
 * The pre-rendered page is only the frame (title, a skeleton): everything the assistant needs is
 * personal. The assistant itself (features/chat/ChatApp, with react-markdown) is a lazy chunk
 * requested after hydration, so a page that links here (and prefetches this small page) does not
 * download it.
 */
import { lazy, Suspense } from 'react'
import { EmptyState } from '../../components/EmptyState'
import { Link } from '../../components/Link'
import { TextSkeleton } from '../../components/Skeleton'
import { useHydrated } from '../../components/urlState'
import { useSite } from '../../shell/site'
import { useLiveSettings } from '../../shell/useLiveSettings'
import '../../features/chat/styles.scss'

const ChatApp = lazy(() => import('../../features/chat/ChatApp'))

export default function Page() {
  const site = useSite()
  const { settings, siteName } = useLiveSettings()
  const hydrated = useHydrated()
  const enabled = site.chat || settings?.aiAssistant === true
  const loading = <TextSkeleton lines={5} label="Memuat asisten…" />
  return (
    <section className="container chat-page">
      <h1>Asisten AI</h1>
      <p className="chat-page__lead">
        Asisten belajar {siteName}: tanya soal kelas, program, pembayaran, atau materi pemrograman. Jawaban AI
        bisa keliru, jadi periksa kembali hal yang penting.
      </p>
      {!hydrated ? (
        loading
      ) : enabled ? (
        <Suspense fallback={loading}>
          <ChatApp />
        </Suspense>
      ) : (
        <EmptyState title="Asisten AI belum tersedia di situs ini.">
          <Link href="/">Kembali ke halaman utama</Link>
        </EmptyState>
      )}
    </section>
  )
}
