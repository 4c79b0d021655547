/**
 * vike-react's HTML render, with one change: of the self-hosted fonts only the two the site's first
 * screen needs most are preloaded: the core subsets of its heading face at 800 and its text face at
 * 400, as its settings name them (sites/fonts.ts `preloadStems`; ~30 KB). Preloading every weight
 * would make slow mobile connections download ~200 KB of fonts before anything else, and another
 * site's fonts are never wanted; the other faces are `font-display: optional` with metric-matched
 * fallbacks (shell/styles/fonts.css).
 */
import type { PageContextServer } from 'vike/types'
import { onRenderHtml as renderWithVikeReact } from 'vike-react/__internal/integration/onRenderHtml'
import { siteOf } from '../shell/site'
import { preloadStems } from '../sites/fonts'
import { mergeTheme } from '../sites/theme'

type InjectFilterEntry = { assetType: string | null; src: string; inject: false | 'HTML_BEGIN' | 'HTML_END' }

export default async function onRenderHtml(pageContext: PageContextServer) {
  const documentHtml = await renderWithVikeReact(pageContext)
  const { tenant, settings } = siteOf(pageContext)
  const preloaded = preloadStems(mergeTheme(tenant.theme, settings?.css))
  return {
    documentHtml,
    injectFilter(assets: InjectFilterEntry[]) {
      for (const asset of assets) {
        if (asset.assetType === 'font' && !preloaded.some((stem) => asset.src.includes(`/${stem}.`)))
          asset.inject = false
      }
    },
  }
}
