/**
 * Placeholders the size of the content they stand for, so nothing moves when it arrives.
 * Announced once to screen readers as loading. Sizes go to the stylesheet as custom properties
 * (components/kit.scss `.skeleton`): the markup carries values, the stylesheet the properties.
 */
export function Skeleton({
  width = '100%',
  height = '1rem',
  className,
}: {
  width?: string
  height?: string
  className?: string
}) {
  return (
    <span
      className={`skeleton ${className ?? ''}`.trim()}
      style={{ ['--skeleton-width' as string]: width, ['--skeleton-height' as string]: height }}
      aria-hidden="true"
    />
  )
}

/** A grid of `count` card placeholders with an image box of the cards' aspect ratio. */
export function CardGridSkeleton({
  count,
  label = 'Memuat…',
  ratio = '16 / 9',
}: {
  count: number
  label?: string
  ratio?: string
}) {
  return (
    <div role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      <ul className="card-grid" aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className="card card--skeleton">
            <span className="skeleton skeleton--media" style={{ ['--skeleton-ratio' as string]: ratio }} />
            <span className="card__body">
              <Skeleton width="40%" height="0.8rem" />
              <Skeleton width="85%" height="1.3rem" />
              <Skeleton width="95%" />
              <Skeleton width="70%" />
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** Text lines of an article still loading. */
export function TextSkeleton({ lines = 6, label = 'Memuat…' }: { lines?: number; label?: string }) {
  return (
    <div role="status" aria-live="polite" className="text-skeleton">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} width={i === lines - 1 ? '60%' : '100%'} />
      ))}
    </div>
  )
}
