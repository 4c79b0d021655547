import { usePostKindCategories, usePosts } from '../../../../api/posts'
import { Breadcrumbs } from '../../../../components/Breadcrumbs'
import { FilterSelect } from '../../../../components/FilterSelect'
import { Link } from '../../../../components/Link'
import { ListResults } from '../../../../components/ListResults'
import { SearchBox } from '../../../../components/SearchBox'
import { useUrlState } from '../../../../components/urlState'
import { useSite } from '../../../../shell/site'
import { siteOrigin } from '../../../../sites/apiContext'
import { ProgramPostCard } from '../../../../features/events/ProgramPostCard'
import {
  programPostCategoryParams,
  programPostListParams,
} from '../../../../features/events/programPostParams'
import '../../../../features/events/styles.scss'

/** `/Event/Program`: program events (posts of kind program), 10 a page, search and category. */
export default function Page() {
  const url = useUrlState()
  const { tenant } = useSite()
  const posts = usePosts(programPostListParams(url.query))
  const categories = usePostKindCategories(programPostCategoryParams)
  const options = (categories.data?.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))
  return (
    <div className="container event-page">
      <Breadcrumbs
        crumbs={[{ label: 'Acara', href: '/Event' }, { label: 'Program' }]}
        origin={siteOrigin(tenant)}
      />
      <h1>Program dan Beasiswa</h1>
      <p className="lead">
        Kabar pembukaan, kegiatan dan hasil program kami. Cari jadwal dan biaya di halaman{' '}
        <Link href="/Program">Program</Link>.
      </p>
      <div className="list-toolbar">
        <SearchBox url={url} label="Cari kabar program" placeholder="Judul…" />
        <FilterSelect url={url} param="category" label="Kategori" options={options} />
      </div>
      <ListResults
        state={posts}
        url={url}
        what="Daftar program"
        noun="kabar program"
        emptyTitle={
          url.query.q || url.query.category
            ? 'Tidak ada kabar program yang cocok.'
            : 'Belum ada kabar program.'
        }
        pageLabel="Halaman program"
      >
        {(items) => (
          <ul className="card-grid">
            {items.map((post) => (
              <ProgramPostCard key={post.id} post={post} />
            ))}
          </ul>
        )}
      </ListResults>
    </div>
  )
}
