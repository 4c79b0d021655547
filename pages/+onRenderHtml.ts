/**
 * vike-react's HTML render, with one change: Vike would preload every font file the fonts' CSS
 * names (the faces of every hosted family, ~200 KB), because pages/+Head.tsx inlines that CSS.
 * None of them is injected here; the Head preloads the site's two first-screen faces itself.
 */
import type { PageContextServer } from 'vike/types'
import { onRenderHtml as renderWithVikeReact } from 'vike-react/__internal/integration/onRenderHtml'

type InjectFilterEntry = { assetType: string | null; src: string; inject: false | 'HTML_BEGIN' | 'HTML_END' }

export default async function onRenderHtml(pageContext: PageContextServer) {
  const documentHtml = await renderWithVikeReact(pageContext)
  return {
    documentHtml,
    injectFilter(assets: InjectFilterEntry[]) {
      for (const asset of assets) if (asset.assetType === 'font') asset.inject = false
    },
  }
}
