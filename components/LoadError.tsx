/**
 * What a visitor sees when data could not be loaded: what failed, why (the api/ message), and a
 * retry button that stays disabled while the retry runs, so a flaky connection is one tap away
 * from working again. Anything already on screen stays: this renders beside it, not instead.
 */
export function LoadError({
  what,
  message,
  onRetry,
  retrying,
  className = '',
}: {
  /** The thing that failed, capitalised: `Kelas`, `Berita`. */
  what: string
  message: string
  onRetry: () => void
  retrying: boolean
  className?: string
}) {
  return (
    <div className={`alert alert--danger ${className}`.trim()} role="alert">
      <p>
        {what} belum dapat dimuat: {message}
      </p>
      <button type="button" className="button button--small" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Mencoba lagi…' : 'Coba lagi'}
      </button>
    </div>
  )
}
