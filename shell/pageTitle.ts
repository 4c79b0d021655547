/**
 * The document title: the page's own title and the site's name, or the site's name alone on the home
 * page. Apart from shell/meta.ts because every first load needs it (pages/+title.ts) and none needs
 * the rest of the head's rules there.
 */
export const TITLE_SEPARATOR = ' | '

export function pageTitle(title: string | null | undefined, siteName: string, isHome: boolean): string {
  if (isHome || !title) return siteName
  return `${title}${TITLE_SEPARATOR}${siteName}`
}
