/**
 * The trail from the home page to this page, visible and as schema.org `BreadcrumbList`.
 * The last crumb is the current page (no link). `origin` makes the JSON-LD URLs absolute.
 */
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

export function Breadcrumbs({ crumbs, origin }: { crumbs: readonly Crumb[]; origin: string }) {
  const trail: Crumb[] = [{ label: 'Beranda', href: '/' }, ...crumbs]
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
      <JsonLd data={breadcrumbJsonLd(trail, origin)} />
    </nav>
  )
}
