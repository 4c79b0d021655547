/**
 * The mark on `<html>` that says React has hydrated the page. Until it is there, the page's inline
 * start-up script (renderer/paintFirst.ts) holds form submissions, which would otherwise be sent
 * natively with what was typed in the address.
 */
export const HYDRATED_ATTRIBUTE = 'data-hydrated'

export function markHydrated() {
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '')
}
