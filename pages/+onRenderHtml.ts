/**
 * vike-react's HTML render, with one change: of the self-hosted fonts only the two the first screen
 * needs (Raleway 800 for headings, Inter 400 for text) are preloaded. Preloading every weight
 * would make slow mobile connections download ~300 KB of fonts before anything else.
 */
import type { PageContextServer } from 'vike/types'
import { onRenderHtml as renderWithVikeReact } from 'vike-react/__internal/integration/onRenderHtml'

const PRELOADED_FONTS = [/raleway-latin-800-normal/, /inter-latin-400-normal/]

type InjectFilterEntry = { assetType: string | null; src: string; inject: false | 'HTML_BEGIN' | 'HTML_END' }

export default async function onRenderHtml(pageContext: PageContextServer) {
  const documentHtml = await renderWithVikeReact(pageContext)
  return {
    documentHtml,
    injectFilter(assets: InjectFilterEntry[]) {
      for (const asset of assets) {
        if (asset.assetType === 'font' && !PRELOADED_FONTS.some((re) => re.test(asset.src)))
          asset.inject = false
      }
    },
  }
}
