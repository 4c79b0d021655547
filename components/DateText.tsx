import { formatDate, isoDate, type DateStyle } from './format'

/** A date in Indonesian, with its ISO value for machines; renders nothing for a missing date. */
export function DateText({
  value,
  style = 'long',
}: {
  value: string | number | Date | null | undefined
  style?: DateStyle
}) {
  const text = formatDate(value, style)
  if (!text) return null
  return <time dateTime={isoDate(value)}>{text}</time>
}
