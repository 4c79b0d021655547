/**
 * Share a page: the phone's own share sheet where the browser has one, else links to the networks
 * Indonesian readers use most (WhatsApp first), and a copy-link button that says when it worked.
 */
import { useState } from 'react'
import { useHydrated } from './urlState'

export function shareTargets(url: string, title: string) {
  const u = encodeURIComponent(url)
  const t = encodeURIComponent(title)
  return [
    { name: 'WhatsApp', href: `https://wa.me/?text=${t}%20${u}` },
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { name: 'X', href: `https://twitter.com/intent/tweet?url=${u}&text=${t}` },
    { name: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { name: 'Telegram', href: `https://t.me/share/url?url=${u}&text=${t}` },
  ] as const
}

export function ShareLinks({ url, title }: { url: string; title: string }) {
  const hydrated = useHydrated()
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null)
  const canShare = hydrated && typeof navigator !== 'undefined' && typeof navigator.share === 'function'
  return (
    <div className="share" aria-label="Bagikan">
      <span className="share__label">Bagikan:</span>
      {canShare && (
        <button
          type="button"
          className="button button--small"
          onClick={() => void navigator.share({ url, title }).catch(() => {})}
        >
          Bagikan…
        </button>
      )}
      {shareTargets(url, title).map((t) => (
        <a key={t.name} className="share__link" href={t.href} target="_blank" rel="noopener noreferrer">
          {t.name}
        </a>
      ))}
      <button
        type="button"
        className="share__link"
        onClick={() =>
          navigator.clipboard.writeText(url).then(
            () => setCopied('yes'),
            () => setCopied('no'),
          )
        }
      >
        Salin tautan
      </button>
      <span role="status" className="share__status">
        {copied === 'yes'
          ? 'Tautan disalin.'
          : copied === 'no'
            ? 'Tautan tidak dapat disalin; salin dari bilah alamat.'
            : ''}
      </span>
    </div>
  )
}
