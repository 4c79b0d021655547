/**
 * The trail from the home page to this page, visible and as schema.org `BreadcrumbList`.
 * The last crumb is the current page (no link). `origin` makes the JSON-LD URLs absolute.
 */
import { createContext, useContext, type ReactNode } from 'react'
import type { BreadcrumbList, WithContext } from 'schema-dts'
import { JsonLd } from './JsonLd'

export interface Crumb {
  label: string
  href?: string
}

export function breadcrumbJsonLd(crumbs: readonly Crumb[], origin: string): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.label,
      ...(c.href ? { item: new URL(c.href, origin).href } : {}),
    })),
  }
}

type TrailOf = (crumbs: readonly Crumb[]) => readonly Crumb[]

const TrailContext = createContext<TrailOf>((crumbs) => crumbs)

/**
 * How the site words a trail: the page shell passes the tenant's menu labels and paths
 * (sites/navCrumbs.ts), so every page's crumb to a catalogue reads as that site's menu does.
 */
export function TrailProvider({ trailOf, children }: { trailOf: TrailOf; children: ReactNode }) {
  return <TrailContext.Provider value={trailOf}>{children}</TrailContext.Provider>
}

export function Breadcrumbs({ crumbs, origin }: { crumbs: readonly Crumb[]; origin: string }) {
  const trailOf = useContext(TrailContext)
  const trail: Crumb[] = [{ label: 'Beranda', href: '/' }, ...trailOf(crumbs)]
  return (
    <nav aria-label="Breadcrumb" className="breadcrumbs">
      <ol>
        {trail.map((c, i) =>
          c.href && i < trail.length - 1 ? (
            <li key={i}>
              <a href={c.href}>{c.label}</a>
            </li>
          ) : (
            <li key={i} aria-current="page">
              {c.label}
            </li>
          ),
        )}
      </ol>
      <JsonLd data={breadcrumbJsonLd(trail, origin)} of={null} />
    </nav>
  )
}
