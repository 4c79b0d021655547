import { usePostKindCategories, usePosts, type Post } from '../../../api/posts'
import { FilterSelect } from '../../../components/FilterSelect'
import { ListResults } from '../../../components/ListResults'
import { SearchBox } from '../../../components/SearchBox'
import { useUrlState } from '../../../components/urlState'
import { EventCard } from '../../../features/events/EventCard'
import { eventInfoOf, isPast } from '../../../features/events/eventInfo'
import { eventCategoryParams, eventListParams } from '../../../features/events/params'
import { useNow } from '../../../features/events/useNow'
import '../../../features/events/styles.scss'

/**
 * `/Event`: events 10 a page, newest first as the CMS lists them, split on each page into those
 * still ahead and those already held (the list call has no date filter, SPEC §7).
 */
export default function Page() {
  const url = useUrlState()
  const now = useNow()
  const list = usePosts(eventListParams(url.query))
  const categories = usePostKindCategories(eventCategoryParams)
  const options = (categories.data?.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))

  return (
    <div className="container event-page">
      <h1>Acara</h1>
      <p className="lead">Webinar, workshop dan hackathon bersama mentor dan mitra industri.</p>
      <div className="list-toolbar">
        <SearchBox url={url} label="Cari acara" placeholder="Judul acara…" />
        <FilterSelect url={url} param="category" label="Kategori" options={options} />
      </div>
      <ListResults
        state={list}
        url={url}
        what="Daftar acara"
        noun="acara"
        emptyTitle={url.query.q || url.query.category ? 'Tidak ada acara yang cocok.' : 'Belum ada acara.'}
        pageLabel="Halaman acara"
      >
        {(posts) => <EventSections posts={posts} now={now} />}
      </ListResults>
    </div>
  )
}

function EventSections({ posts, now }: { posts: readonly Post[]; now: Date }) {
  const upcoming = posts.filter((p) => !isPast(eventInfoOf(p), now))
  const past = posts.filter((p) => isPast(eventInfoOf(p), now))
  // The first card on the page is a phone's largest paint.
  const first = upcoming[0] ?? past[0]
  return (
    <>
      {upcoming.length > 0 && (
        <section aria-labelledby="event-upcoming">
          <h2 id="event-upcoming" className="event-page__section">
            Akan datang
          </h2>
          <ul className="card-grid">
            {upcoming.map((p) => (
              <EventCard key={p.id} post={p} now={now} priority={p === first} />
            ))}
          </ul>
        </section>
      )}
      {past.length > 0 && (
        <section aria-labelledby="event-past">
          <h2 id="event-past" className="event-page__section">
            Telah berlangsung
          </h2>
          <ul className="card-grid">
            {past.map((p) => (
              <EventCard key={p.id} post={p} now={now} priority={p === first} />
            ))}
          </ul>
        </section>
      )}
    </>
  )
}
