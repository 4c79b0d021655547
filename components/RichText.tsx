/**
 * HTML from the API, sanitised before it is shown (DESIGN: safe by default). js-xss works the same
 * in the browser and in Node, so server-rendered and hydrated markup agree. Allowed: the usual
 * article tags; every link gets rel="noopener noreferrer", no inline scripts, handlers or styles.
 * Then its tags are balanced (./balanceHtml.ts): an unclosed `<table>` or a stray `</div>` in an
 * article would otherwise rearrange the page around it and break hydration (React #418).
 */
import xss from 'xss'
import { balanceHtml } from './balanceHtml'

const { FilterXSS, getDefaultWhiteList } = xss as unknown as typeof import('xss')

// xss is CommonJS: its default export works in Vite's browser build and in Node's ESM alike.
const filter = new FilterXSS({
  whiteList: { ...getDefaultWhiteList(), a: ['href', 'title', 'target', 'rel'] },
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object'],
  onTagAttr(tag: string, name: string) {
    if (tag === 'a' && name === 'rel') return 'rel="noopener noreferrer"'
    return undefined
  },
})

export function sanitizeHtml(html: string): string {
  return balanceHtml(filter.process(html)).replace(/<a (?![^>]*\brel=)/g, '<a rel="noopener noreferrer" ')
}

export function RichText({ html, className }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />
}
