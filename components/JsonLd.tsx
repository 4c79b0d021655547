/**
 * Structured data in a `<script type="application/ld+json">`, typed with schema-dts. Text from the
 * API is escaped so it cannot close the script (`</script>`), start a comment, or break the line
 * terminators JavaScript parsers disagree on.
 *
 * `of` is the API item the data describes (null for the site's fixed content): an item the API marks
 * `sample: true` gets none, since a search engine would publish a sample job or event as a real one.
 */
import type { Thing, WithContext } from 'schema-dts'
import { isSample } from '../content/sample'

export function jsonLdText(data: WithContext<Thing> | readonly WithContext<Thing>[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

export function JsonLd({
  data,
  of,
}: {
  data: WithContext<Thing> | readonly WithContext<Thing>[]
  of: unknown
}) {
  if (isSample(of)) return null
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
}
