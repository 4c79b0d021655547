/**
 * Articles of one category (`/Articles/{slug}`, `semua` = all): category links, search, count,
 * cards and page links. The category is the address; search and page live in the query string.
 */
import { useData } from 'vike-react/useData'
import { useArticles, usePostCategories } from '../../../api/posts'
import { Breadcrumbs } from '../../../components/Breadcrumbs'
import { Link } from '../../../components/Link'
import { SearchBox } from '../../../components/SearchBox'
import { useUrlState } from '../../../components/urlState'
import { useSite } from '../../../shell/site'
import { siteOrigin } from '../../../sites/apiContext'
import { categoryHref } from '../categoryHref'
import { articleListParams } from '../listParams'
import { PostGrid } from '../PostGrid'
import { ALL_ARTICLES, SECTIONS } from '../sections'
import { articleCategoryParams } from './params'
import '../styles.scss'

const section = SECTIONS.articles

export function ArticleListPage() {
  const { slug } = useData<{ slug: string }>()
  const { tenant } = useSite()
  const url = useUrlState()
  const list = useArticles(articleListParams(slug, url.query))
  const categories = usePostCategories(articleCategoryParams)
  const own = (categories.data?.data ?? []).filter((c) => (c.kindSlug ?? 'article') === 'article')
  const current = own.find((c) => c.slug === slug)
  const heading = current ? `Artikel ${current.name}` : 'Artikel'
  const origin = siteOrigin(tenant)

  return (
    <div className="container post-list">
      <Breadcrumbs
        crumbs={
          current
            ? [{ label: 'Artikel', href: section.listPath }, { label: current.name }]
            : [{ label: 'Artikel' }]
        }
        origin={origin}
      />
      <h1>{heading}</h1>
      <p className="lead">{section.intro}</p>
      <nav className="category-tabs" aria-label="Kategori artikel">
        <ul>
          {[{ slug: ALL_ARTICLES, name: 'Semua', id: 0 }, ...own].map((c) => (
            <li key={c.slug}>
              <Link
                href={c.slug === ALL_ARTICLES ? section.listPath : categoryHref(section, c)}
                aria-current={c.slug === slug ? 'page' : undefined}
                className="category-tabs__link"
              >
                {c.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="list-toolbar">
        <SearchBox url={url} label={section.searchLabel} placeholder="Judul…" />
      </div>
      <PostGrid
        section={section}
        result={list}
        url={url}
        emptyTitle={url.query.q ? 'Tidak ada artikel yang cocok.' : 'Belum ada artikel di kategori ini.'}
        emptyAction={
          url.query.q ? (
            <Link href={url.pathname} className="button button--small">
              Tampilkan semua artikel {current ? current.name : ''}
            </Link>
          ) : null
        }
      />
      <p className="post-list__feed">
        <Link href="/rss/articles.xml">Langganan lewat RSS</Link>
      </p>
    </div>
  )
}
