/**
 * A rating out of five as stars. The stars are drawn for the eye only and the rating is said in
 * words for screen readers: an `aria-label` on a paragraph is not reliably read.
 */
export function Stars({ rating }: { rating: number | null | undefined }) {
  if (!rating) return null
  const whole = Math.min(5, Math.max(0, Math.round(rating)))
  return (
    <p className="stars">
      <span aria-hidden="true">{'★'.repeat(whole) + '☆'.repeat(5 - whole)}</span>
      <span className="visually-hidden">{`Nilai ${rating} dari 5`}</span>
    </p>
  )
}
