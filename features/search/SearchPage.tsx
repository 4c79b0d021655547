/**
 * `/Cari`: site search over the tenant's own index (docs/decisions/0008-search-route.md). The query
 * and the kind filter live in the address (`?q=`, `?jenis=`), so a result list can be shared and
 * reopened. Results are grouped by kind, each group with its count; the excerpts mark the words
 * found. The engine (./engine.ts) is a lazy chunk: the pre-rendered page is the form alone.
 *
 * Offline, the index chunks already fetched still answer; the page says so, and says plainly when
 * part of the index is not on this device.
 *
 * A large catalogue's older items are in an archive the first query does not load (shell/search/
 * kinds.ts `SEARCH_ARCHIVE_DIR`): the page says how many there are and searches them on a tap, and
 * from then on for the rest of the visit.
 */
import { useEffect, useId, useState } from 'react'
import { EmptyState } from '../../components/EmptyState'
import { formatNumber } from '../../components/format'
import { Link } from '../../components/Link'
import { SearchBox } from '../../components/SearchBox'
import { TextSkeleton } from '../../components/Skeleton'
import { hrefWith, useUrlState } from '../../components/urlState'
import { useOnline } from '../../shell/online'
import type { Coverage, SearchAnswer, SearchHit } from '../../shell/search/engine'
import { KIND_FILTER, KIND_ORDER } from '../../shell/search/kinds'
import './search.scss'

type State =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; answer: SearchAnswer; coverage: Coverage | null; archive: Archive }
  | { status: 'failed' }

/** The archive as the page sees it: how many items, and whether searches cover them yet. */
interface Archive {
  size: number
  included: boolean
}

type ArchiveLoad = 'idle' | 'loading' | 'failed'

function ArchiveOffer({
  archive,
  load,
  onInclude,
}: {
  archive: Archive
  load: ArchiveLoad
  onInclude: () => void
}) {
  if (archive.size === 0) return null
  if (archive.included)
    return (
      <p className="search-page__archive" role="note">
        Termasuk {formatNumber(archive.size)} item lama dari arsip.
      </p>
    )
  return (
    <div className="search-page__archive">
      <p>
        Pencarian ini mencakup item terbaru tiap jenis. {formatNumber(archive.size)} item lama tersimpan di
        arsip.
      </p>
      {load === 'failed' && (
        <p className="search-page__error" role="alert">
          Arsip gagal dimuat. Periksa sambungan internet Anda, lalu coba lagi.
        </p>
      )}
      <button
        type="button"
        className="button button--outline"
        onClick={onInclude}
        disabled={load === 'loading'}
      >
        {load === 'loading' ? 'Memuat arsip…' : load === 'failed' ? 'Coba lagi' : 'Cari juga di arsip'}
      </button>
    </div>
  )
}

function Excerpt({ parts }: { parts: { text: string; marked: boolean }[] }) {
  return (
    <p className="search-hit__excerpt">
      {parts.map((p, i) => (p.marked ? <mark key={i}>{p.text}</mark> : <span key={i}>{p.text}</span>))}
    </p>
  )
}

/** Hits by kind, the kinds in the filter's order (items first, plain pages last). */
function groupByKind(hits: readonly SearchHit[]): [string, SearchHit[]][] {
  const groups = new Map<string, SearchHit[]>()
  for (const hit of hits) groups.set(hit.kind, [...(groups.get(hit.kind) ?? []), hit])
  const rank = (kind: string) => (KIND_ORDER.includes(kind) ? KIND_ORDER.indexOf(kind) : KIND_ORDER.length)
  return [...groups].sort(([a], [b]) => rank(a) - rank(b))
}

function OfflineNote({ coverage }: { coverage: Coverage | null }) {
  if (coverage && coverage.cached < coverage.total)
    return (
      <p className="search-page__offline" role="note">
        Anda sedang luring. Baru {formatNumber(coverage.cached)} dari {formatNumber(coverage.total)} bagian
        indeks pencarian yang tersimpan di perangkat ini, jadi sebagian hasil mungkin tidak muncul. Cari lagi
        saat tersambung untuk hasil lengkap.
      </p>
    )
  return (
    <p className="search-page__offline" role="note">
      Anda sedang luring. Hasil dicari di indeks yang tersimpan di perangkat ini.
    </p>
  )
}

export function SearchPage() {
  const url = useUrlState()
  const online = useOnline()
  const headingId = useId()
  const query = (url.query.q ?? '').trim()
  const kind = url.query[KIND_FILTER] || null
  const [state, setState] = useState<State>({ status: 'idle' })
  const [parts, setParts] = useState<typeof import('../../shell/search/engine') | null>(null)
  const [limit, setLimit] = useState(0)
  const [archiveLoad, setArchiveLoad] = useState<ArchiveLoad>('idle')
  // Bumped once the archive is merged: the same query is asked again, now over it too.
  const [round, setRound] = useState(0)
  // A new query or filter starts again from the first results.
  useEffect(() => setLimit(0), [query, kind])

  const includeArchive = () => {
    setArchiveLoad('loading')
    void (async () => {
      try {
        const engine = await import('../../shell/search/engine')
        await engine.includeArchive()
        setArchiveLoad('idle')
        setRound((r) => r + 1)
      } catch {
        setArchiveLoad('failed')
      }
    })()
  }

  useEffect(() => {
    if (!query) {
      setState({ status: 'idle' })
      return
    }
    let current = true
    // "More" keeps the results shown while the next ones load.
    if (limit === 0) setState({ status: 'loading' })
    void (async () => {
      try {
        const engine = await import('../../shell/search/engine')
        const [answer, coverage, size] = await Promise.all([
          engine.search(query, kind, limit || engine.RESULTS_STEP),
          navigator.onLine ? Promise.resolve(null) : engine.coverage(),
          engine.archiveSize(),
        ])
        if (!current) return
        setParts(engine)
        setState({
          status: 'done',
          answer,
          coverage,
          archive: { size, included: engine.archiveIncluded() },
        })
      } catch {
        if (current) setState({ status: 'failed' })
      }
    })()
    return () => {
      current = false
    }
  }, [query, kind, online, limit, round])

  return (
    <section className="container search-page" aria-labelledby={headingId}>
      <h1 id={headingId}>Cari</h1>
      <SearchBox url={url} label="Cari di situs ini" placeholder="Kelas, kursus, program, berita, acara…" />
      {!online && state.status === 'done' && <OfflineNote coverage={state.coverage} />}
      {state.status === 'idle' && (
        <p className="search-page__hint">Ketik kata kunci, misalnya nama kelas, topik, atau nama mentor.</p>
      )}
      {state.status === 'loading' && <TextSkeleton lines={4} label="Mencari…" />}
      {state.status === 'failed' && (
        <p className="search-page__error" role="alert">
          {online
            ? 'Pencarian gagal dimuat. Muat ulang halaman untuk mencoba lagi.'
            : 'Anda sedang luring dan indeks pencarian belum tersimpan di perangkat ini. Cari lagi saat tersambung.'}
        </p>
      )}
      {state.status === 'done' && (
        <>
          <Results answer={state.answer} query={query} kind={kind} url={url} excerpt={parts!.excerptParts} />
          {state.answer.hits.length < state.answer.total && (
            <button
              type="button"
              className="button search-page__more"
              onClick={() => setLimit(state.answer.hits.length + parts!.RESULTS_STEP)}
            >
              Tampilkan hasil lainnya
            </button>
          )}
          <ArchiveOffer archive={state.archive} load={archiveLoad} onInclude={includeArchive} />
        </>
      )}
    </section>
  )
}

function Results({
  answer,
  query,
  kind,
  url,
  excerpt,
}: {
  answer: SearchAnswer
  query: string
  kind: string | null
  url: ReturnType<typeof useUrlState>
  excerpt: (text: string) => { text: string; marked: boolean }[]
}) {
  const all = answer.kinds.reduce((sum, k) => sum + k.count, 0)
  const shown = answer.hits.length
  return (
    <>
      <p className="search-page__count" role="status">
        {answer.total === 0
          ? `Tidak ada hasil untuk “${query}”.`
          : `${answer.corrected ? `Tidak ada hasil persis untuk “${query}”. ` : ''}${formatNumber(answer.total)} hasil untuk “${answer.corrected ?? query}”${kind ? ` dalam ${kind}` : ''}${
              shown < answer.total ? `, ${formatNumber(shown)} teratas ditampilkan` : ''
            }.`}
      </p>
      {answer.kinds.length > 0 && (
        <nav className="search-page__kinds" aria-label="Saring menurut jenis">
          <ul>
            <li>
              <Link
                href={hrefWith(url.pathname, url.query, { [KIND_FILTER]: null })}
                aria-current={kind ? undefined : 'page'}
              >
                Semua <span className="search-page__n">{formatNumber(all)}</span>
              </Link>
            </li>
            {answer.kinds.map((k) => (
              <li key={k.kind}>
                <Link
                  href={hrefWith(url.pathname, url.query, { [KIND_FILTER]: k.kind })}
                  aria-current={kind === k.kind ? 'page' : undefined}
                >
                  {k.kind} <span className="search-page__n">{formatNumber(k.count)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {answer.total === 0 && <EmptyState title="Belum ada yang cocok" search={query} />}
      {groupByKind(answer.hits).map(([group, hits]) => {
        const count = answer.kinds.find((k) => k.kind === group)?.count ?? hits.length
        return (
          <section key={group} className="search-group" aria-label={`${group}: ${formatNumber(count)} hasil`}>
            <h2 className="search-group__title">
              {group} <span className="search-page__n">{formatNumber(count)}</span>
            </h2>
            <ol className="search-group__list">
              {hits.map((hit, i) => (
                <li key={`${hit.url}-${i}`} className="search-hit">
                  <Link href={hit.url} className="search-hit__title">
                    {hit.title}
                  </Link>
                  <Excerpt parts={excerpt(hit.excerpt)} />
                </li>
              ))}
            </ol>
          </section>
        )
      })}
    </>
  )
}
