/**
 * A page's breadcrumb trail in the tenant's own words: a crumb that leads to a catalogue (classes,
 * posts, events, programs, …) takes the label and path the tenant's menu (sites/registry.ts `nav`)
 * gives that catalogue. Pages name their catalogue by its default route (`/Class`, "Kelas"); a site
 * whose menu calls it otherwise ("Kelas Silat" at `/Pesilat/Class`, "Beasiswa" at `/Program`)
 * shows its own words, so the trail and the menu never disagree. A crumb the menu does not name is
 * kept as the page wrote it.
 */
import type { NavItem } from './registry'

/**
 * Routes that list the same catalogue (sites/routes.ts): a menu names one of them. The class
 * catalogue is `/Class`, or `/Pesilat/Class` on a site whose menu says so.
 */
const SAME_CATALOGUE: readonly (readonly string[])[] = [['/Class', '/Pesilat/Class']]

const samePlace = (path: string): readonly string[] => SAME_CATALOGUE.find((g) => g.includes(path)) ?? [path]

export interface TrailCrumb {
  label: string
  href?: string
}

/** The menu entry for the catalogue at `href`: its own path first, then a route listing the same. */
export function navItemFor(nav: readonly NavItem[], href: string): NavItem | undefined {
  return nav.find((n) => n.path === href) ?? nav.find((n) => samePlace(href).includes(n.path))
}

/**
 * `crumbs` with each catalogue crumb in the menu's words; a menu entry above it (`/Pesilat` above
 * `/Pesilat/Class`) comes first, and no place appears twice.
 */
export function navTrail<C extends TrailCrumb>(
  nav: readonly NavItem[],
  crumbs: readonly C[],
): (C | TrailCrumb)[] {
  const out: (C | TrailCrumb)[] = []
  const has = (href: string) => out.some((c) => c.href === href)
  for (const crumb of crumbs) {
    const item = crumb.href ? navItemFor(nav, crumb.href) : undefined
    if (!item) {
      out.push(crumb)
      continue
    }
    const parent = nav.find((n) => n.path !== item.path && item.path.startsWith(`${n.path}/`))
    if (parent && !has(parent.path)) out.push({ label: parent.label, href: parent.path })
    if (!has(item.path)) out.push({ ...crumb, label: item.label, href: item.path })
  }
  return out
}
