/**
 * vike-react's HTML render, with one change: of the self-hosted fonts only the three the first
 * screen needs (Raleway 800 for headings, Inter 400 for text, Inter 700 for buttons, ~68 KB) are
 * preloaded. Preloading every weight would make slow mobile connections download ~200 KB of fonts
 * before anything else; the others are `font-display: optional` (shell/styles/fonts.css).
 */
import type { PageContextServer } from 'vike/types'
import { onRenderHtml as renderWithVikeReact } from 'vike-react/__internal/integration/onRenderHtml'

const PRELOADED_FONTS = [/raleway-latin-800-normal/, /inter-latin-400-normal/, /inter-latin-700-normal/]

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
