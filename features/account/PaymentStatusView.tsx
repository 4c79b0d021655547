/**
 * The two payment status pages (`/Payment-Status/Success`, `/Payment-Status/Error`, `?invoice=`):
 * the invoice as the API has it (class, amount in Rupiah, method, status, dates). The error page
 * offers to pay again (repay: a failed or expired invoice gets a new deadline and goes back to the
 * gateway). A visitor who lands on the wrong one (an old link) is told the real status. A paid invoice
 * leads to its class (which now says "Anda terdaftar") and to "Kelas saya".
 */
import { useEffect, useState } from 'react'
import { usePayment, type PaymentMethod } from '../../api/payments'
import { useApiContext } from '../../api/hooks'
import { DateText } from '../../components/DateText'
import { Link } from '../../components/Link'
import { LoadError } from '../../components/LoadError'
import { Rupiah } from '../../components/Rupiah'
import { TextSkeleton } from '../../components/Skeleton'
import { useHydrated } from '../../components/urlState'
import { loginHref, useSignedIn } from '../../shell/signedIn'
import { PAYMENT_STATUS_LABEL } from './labels'
import { classPageHref, MY_CLASSES_HREF } from './learnerLinks'
import { invoiceFromLocation, PAYMENT_METHOD_LABEL, repay, statusPath } from './payment'
import './styles.scss'

export function PaymentStatusView({ kind }: { kind: 'success' | 'error' }) {
  const ctx = useApiContext()
  const hydrated = useHydrated()
  const signedIn = useSignedIn(ctx.tokens)
  const [invoice, setInvoice] = useState<string | null | undefined>(undefined)
  const [repaying, setRepaying] = useState(false)
  const [repayError, setRepayError] = useState<string | null>(null)
  useEffect(() => setInvoice(invoiceFromLocation()), [])
  const { data, error, isValidating, mutate } = usePayment(signedIn && invoice ? invoice : null)
  const payment = data?.data
  const title = kind === 'success' ? 'Pembayaran berhasil' : 'Pembayaran belum berhasil'

  const onRepay = async () => {
    if (!payment || repaying) return
    setRepaying(true)
    setRepayError(null)
    const result = await repay(ctx, payment.invoiceId)
    if (!result.status) {
      setRepayError(result.message)
      setRepaying(false)
    }
  }

  let body
  if (!hydrated || invoice === undefined) body = <TextSkeleton lines={5} label="Memuat tagihan…" />
  else if (!invoice)
    body = (
      <p className="alert alert--danger" role="alert">
        Alamat ini tidak menyebut tagihan mana yang ditampilkan.
      </p>
    )
  else if (!signedIn)
    body = (
      <>
        <p>Masuk dengan akun yang membayar untuk melihat tagihan {invoice}.</p>
        <Link className="button" href={loginHref(`${window.location.pathname}?invoice=${invoice}`)}>
          Masuk
        </Link>
      </>
    )
  else if (!payment && error)
    body = (
      <LoadError
        what="Tagihan"
        message={error.message}
        onRetry={() => void mutate()}
        retrying={isValidating}
      />
    )
  else if (!payment) body = <TextSkeleton lines={5} label="Memuat tagihan…" />
  else {
    const matches = (kind === 'success') === (payment.status === 'paid')
    body = (
      <>
        {kind === 'success' && matches && (
          <p className="alert alert--success" role="status">
            Terima kasih! Pembayaran untuk kelas {payment.className} sudah kami terima. Kelasnya sudah terbuka
            di akun Anda.
          </p>
        )}
        {kind === 'error' && matches && (
          <p className="alert alert--danger" role="alert">
            {payment.status === 'expired'
              ? 'Batas waktu pembayaran tagihan ini sudah lewat.'
              : payment.status === 'pending'
                ? 'Tagihan ini masih menunggu pembayaran.'
                : 'Pembayaran tagihan ini gagal atau dibatalkan.'}{' '}
            Anda dapat membayar ulang tanpa membuat tagihan baru.
          </p>
        )}
        {!matches && (
          <p className="alert" role="status">
            Status tagihan ini sekarang: {PAYMENT_STATUS_LABEL[payment.status]}.{' '}
            <Link href={statusPath(payment)}>Lihat halaman statusnya</Link>
          </p>
        )}
        <dl className="invoice">
          <dt>Nomor tagihan</dt>
          <dd>{payment.invoiceId}</dd>
          <dt>Kelas</dt>
          <dd>{payment.className}</dd>
          <dt>Jumlah</dt>
          <dd>
            <Rupiah amount={payment.amount} />
          </dd>
          <dt>Metode</dt>
          <dd>{PAYMENT_METHOD_LABEL[payment.paymentMethod as PaymentMethod] ?? payment.paymentMethod}</dd>
          <dt>Status</dt>
          <dd data-status={payment.status}>{PAYMENT_STATUS_LABEL[payment.status]}</dd>
          {payment.paidAt ? (
            <>
              <dt>Dibayar</dt>
              <dd>
                <DateText value={payment.paidAt} style="dateTime" />
              </dd>
            </>
          ) : (
            <>
              <dt>Bayar sebelum</dt>
              <dd>
                <DateText value={payment.expiresAt} style="dateTime" />
              </dd>
            </>
          )}
        </dl>
        {repayError && (
          <p className="alert alert--danger" role="alert">
            Pembayaran ulang belum dapat dimulai: {repayError}
          </p>
        )}
        <div className="account-actions">
          {payment.status === 'paid' && payment.classSlug && (
            <Link className="button" href={classPageHref(payment.classSlug)}>
              Buka kelas {payment.className}
            </Link>
          )}
          {payment.status !== 'paid' && (
            <button type="button" className="button" disabled={repaying} onClick={() => void onRepay()}>
              {repaying ? 'Membuka pembayaran…' : 'Bayar ulang'}
            </button>
          )}
          <Link
            className="button button--outline"
            href={payment.status === 'paid' ? MY_CLASSES_HREF : '/Welcome'}
          >
            {payment.status === 'paid' ? 'Ke Kelas saya' : 'Ke Akun Saya'}
          </Link>
        </div>
      </>
    )
  }

  return (
    <section className="container account-narrow">
      <h1>{title}</h1>
      {body}
    </section>
  )
}
