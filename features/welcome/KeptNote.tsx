/** The note over a list shown from the device's copy: it may be out of date, and since when. */
import { DateText } from '../../components/DateText'

export function KeptNote({ savedAt, onRetry }: { savedAt: number; onRetry: () => void }) {
  return (
    <p className="alert kept-note" role="status">
      Anda sedang offline atau layanan belum menjawab. Ini salinan yang tersimpan di perangkat ini pada{' '}
      <DateText value={new Date(savedAt).toISOString()} style="dateTime" />.{' '}
      <button type="button" className="button button--small button--outline" onClick={onRetry}>
        Coba lagi
      </button>
    </p>
  )
}
