/**
 * `/Articles/{slug}`: the first page of the category's articles (each as its card reads it) and the
 * category list, in the raw HTML. An unknown category slug is the 404 page (when the category list could be read).
 */
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { useArticles, usePostCategories } from '../../../api/posts'
import { prefetch } from '../../../shell/pageData'
import { siteOf } from '../../../shell/site'
import { articleListParams } from '../../../features/posts/listParams'
import { ALL_ARTICLES } from '../../../features/posts/sections'
import { articleCategoryParams } from '../../../features/posts/articles/params'
import { postCard } from '../../../features/listPayload/cardFields'
import { slimList } from '../../../features/listPayload/slimList'

export async function data(pageContext: PageContextServer) {
  const site = siteOf(pageContext)
  const slug = pageContext.routeParams.slug ?? ALL_ARTICLES
  const key = site.tenant.key
  const {
    fallback,
    results: [, categories],
  } = await prefetch(site, [
    slimList(useArticles.query(key, articleListParams(slug, {})), postCard),
    usePostCategories.query(key, articleCategoryParams),
  ])
  const category = categories.status
    ? categories.data.find((c) => c.slug === slug && (c.kindSlug ?? 'article') === 'article')
    : undefined
  if (categories.status && slug !== ALL_ARTICLES && !category) throw render(404)
  return {
    sectionId: 'articles' as const,
    slug,
    fallback,
    meta: category
      ? {
          title: `Artikel ${category.name}`,
          description: `Artikel kategori ${category.name}: bacaan pilihan dari para mentor dan praktisi.`,
        }
      : { title: 'Artikel' },
  }
}
