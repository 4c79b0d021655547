/**
 * A client-side navigation fetched only the page's data: ask the worker to keep the document of this
 * address too, so the page opens offline after a reload like one reached by a full load. Apart from
 * ./serviceWorker.ts, whose registration loads after the page: every navigation needs this.
 */
import { MESSAGES } from '../sw/protocol'

export function keepOpenedPage(href: string = location.href): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return
  navigator.serviceWorker.controller?.postMessage({ type: MESSAGES.keepPage, url: href })
}
