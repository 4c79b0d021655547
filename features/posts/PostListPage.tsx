/**
 * A section's list (News, Berita, Blog, Podcasts, Tulisan Temans): search, category filter, count,
 * cards and page links, all in the URL. The first unfiltered page is in the pre-rendered HTML.
 */
import { useData } from 'vike-react/useData'
import { usePostKindCategories, usePosts } from '../../api/posts'
import { Breadcrumbs } from '../../components/Breadcrumbs'
import { FilterSelect } from '../../components/FilterSelect'
import { Link } from '../../components/Link'
import { SearchBox } from '../../components/SearchBox'
import { useUrlState } from '../../components/urlState'
import { useSite } from '../../shell/site'
import { siteOrigin } from '../../sites/apiContext'
import { categoryParams, postListParams } from './listParams'
import type { PostListData } from './listData'
import { PostGrid } from './PostGrid'
import { SECTIONS } from './sections'
import './styles.scss'

export function PostListPage() {
  const { sectionId } = useData<PostListData>()
  const section = SECTIONS[sectionId]
  const { tenant } = useSite()
  const url = useUrlState()
  const list = usePosts(postListParams(section, url.query))
  const categories = usePostKindCategories(categoryParams(section))
  const options = (categories.data?.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))
  const filtered = Boolean(url.query.q || url.query.category)

  return (
    <div className="container post-list">
      <Breadcrumbs crumbs={[{ label: section.heading }]} origin={siteOrigin(tenant)} />
      <h1>{section.heading}</h1>
      <p className="lead">{section.intro}</p>
      <div className="list-toolbar">
        <SearchBox url={url} label={section.searchLabel} placeholder="Judul…" />
        <FilterSelect url={url} param="category" label="Kategori" options={options} />
      </div>
      <PostGrid
        section={section}
        result={list}
        url={url}
        emptyTitle={filtered ? `Tidak ada ${section.noun} yang cocok.` : `Belum ada ${section.noun}.`}
        emptyAction={
          filtered ? (
            <Link href={section.listPath} className="button button--small">
              Tampilkan semua {section.noun}
            </Link>
          ) : null
        }
      />
      {section.feed && (
        <p className="post-list__feed">
          <Link href={`/rss/${section.feed}.xml`}>Langganan lewat RSS</Link>
        </p>
      )}
    </div>
  )
}
