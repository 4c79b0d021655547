/**
 * "Pembayaran": the learner's invoices on this site (`v1/payment/mine`), newest first, with the
 * class, the amount in Rupiah, the status and, for one still pending, failed or expired, the way to
 * finish it (repay: back to pending with a new deadline, then the gateway). Free enrolments are not
 * invoices a learner thinks of, so the API leaves them out. Kept on the device for offline use.
 */
import { useState } from 'react'
import { useMyPayments, type MyPayment } from '../../api/enrolments'
import { useApiContext } from '../../api/hooks'
import { DateText } from '../../components/DateText'
import { EmptyState } from '../../components/EmptyState'
import { Link } from '../../components/Link'
import { LoadError } from '../../components/LoadError'
import { Rupiah } from '../../components/Rupiah'
import { TextSkeleton } from '../../components/Skeleton'
import { PAYMENT_STATUS_LABEL } from '../account/labels'
import { classPageHref } from '../account/learnerLinks'
import { repay } from '../account/payment'
import { KeptNote } from './KeptNote'
import { useKeptList } from './useKeptList'

function InvoiceRow({ p }: { p: MyPayment }) {
  const ctx = useApiContext()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const finish = async () => {
    if (busy) return
    if (!navigator.onLine)
      return setError('Anda sedang offline. Pembayaran hanya dapat dilakukan saat online.')
    setBusy(true)
    setError(null)
    const result = await repay(ctx, p.invoiceId)
    if (!result.status) {
      setError(result.message)
      setBusy(false)
    }
  }
  return (
    <li className="invoice-row" data-invoice={p.invoiceId} data-status={p.status}>
      <p className="invoice-row__class">
        {p.classSlug ? <Link href={classPageHref(p.classSlug)}>{p.className}</Link> : p.className}
      </p>
      <p className="invoice-row__facts">
        <strong>
          <Rupiah amount={p.amount} />
        </strong>{' '}
        ·{' '}
        <span className={`invoice-row__status invoice-row__status--${p.status}`}>
          {PAYMENT_STATUS_LABEL[p.status]}
        </span>{' '}
        · <DateText value={p.createdAt} style="short" />
      </p>
      {p.status !== 'paid' && (
        <button type="button" className="button button--small" disabled={busy} onClick={() => void finish()}>
          {busy ? 'Membuka pembayaran…' : p.status === 'pending' ? 'Lanjutkan pembayaran' : 'Bayar ulang'}
          <span className="visually-hidden">: {p.className}</span>
        </button>
      )}
      {error && (
        <p className="alert alert--danger" role="alert">
          Pembayaran belum dapat dimulai: {error}
        </p>
      )}
    </li>
  )
}

export function MyPayments() {
  const { data, error, isValidating, mutate } = useMyPayments()
  const { list, savedAt } = useKeptList('payments', data?.data, Boolean(error))
  return (
    <section aria-labelledby="pembayaran" className="learner-section">
      <h2 id="pembayaran">Pembayaran</h2>
      {savedAt !== null && <KeptNote savedAt={savedAt} onRetry={() => void mutate()} />}
      {!list && error && (
        <LoadError
          what="Pembayaran"
          message={error.message}
          onRetry={() => void mutate()}
          retrying={isValidating}
        />
      )}
      {!list && !error && <TextSkeleton lines={2} label="Memuat pembayaran…" />}
      {list && list.length === 0 && <EmptyState title="Belum ada tagihan." />}
      {list && list.length > 0 && (
        <ul className="invoice-list">
          {list.map((p) => (
            <InvoiceRow key={p.invoiceId} p={p} />
          ))}
        </ul>
      )}
    </section>
  )
}
