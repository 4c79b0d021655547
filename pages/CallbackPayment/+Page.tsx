/**
 * `/CallbackPayment?invoice=…&status=…`: the gateway sends the visitor back here. The
 * invoice is checked with the API (`v1/payment/detail`); paid → `/Payment-Status/Success`, failed
 * or expired → `/Payment-Status/Error`. Still pending (the gateway has not confirmed yet): the page
 * checks again every 3 s for a minute, then offers a button. Needs the login that paid: a guest
 * (e.g. a session that expired at the gateway) is sent to the central login and comes back here.
 */
import { useEffect, useState } from 'react'
import { usePayment } from '../../api/payments'
import { useApiContext } from '../../api/hooks'
import { LoadError } from '../../components/LoadError'
import { Spinner } from '../../components/Spinner'
import { useHydrated } from '../../components/urlState'
import { useSignedIn } from '../../shell/signedIn'
import { redirectTo } from '../../shell/redirect'
import { LoginRequired } from '../../features/account/LoginRequired'
import { invoiceFromLocation, statusPath } from '../../features/account/payment'
import '../../features/account/styles.scss'

const POLL_MS = 3000
const POLL_LIMIT = 20

export default function Page() {
  const ctx = useApiContext()
  const hydrated = useHydrated()
  const signedIn = useSignedIn(ctx.tokens)
  const [invoice, setInvoice] = useState<string | null | undefined>(undefined)
  const [polls, setPolls] = useState(0)
  useEffect(() => setInvoice(invoiceFromLocation()), [])
  const { data, error, isValidating, mutate } = usePayment(signedIn && invoice ? invoice : null, {
    shouldRetryOnError: false,
  })
  const payment = data?.data

  useEffect(() => {
    if (!payment) return
    if (payment.status !== 'pending') {
      void redirectTo(statusPath(payment))
      return
    }
    if (polls >= POLL_LIMIT) return
    const timer = window.setTimeout(() => {
      setPolls((n) => n + 1)
      void mutate()
    }, POLL_MS)
    return () => window.clearTimeout(timer)
  }, [payment, polls, mutate])

  let body
  if (!hydrated || invoice === undefined) body = <Spinner label="Memeriksa pembayaran…" />
  else if (!invoice)
    body = (
      <p className="alert alert--danger" role="alert">
        Alamat ini tidak menyebut tagihan mana yang diperiksa.
      </p>
    )
  else if (!signedIn) body = <LoginRequired headingLevel={2} />
  else if (error)
    body = (
      <LoadError
        what="Status pembayaran"
        message={error.message}
        onRetry={() => void mutate()}
        retrying={isValidating}
      />
    )
  else if (payment?.status === 'pending')
    body =
      polls >= POLL_LIMIT ? (
        <div className="alert" role="status">
          <p>Pembayaran untuk tagihan {invoice} belum dikonfirmasi oleh penyedia pembayaran.</p>
          <button type="button" className="button button--small" onClick={() => setPolls(0)}>
            Periksa lagi
          </button>
        </div>
      ) : (
        <Spinner label="Menunggu konfirmasi pembayaran…" />
      )
  else body = <Spinner label="Memeriksa pembayaran…" />

  return (
    <section className="container account-narrow">
      <h1>Memeriksa pembayaran</h1>
      {body}
    </section>
  )
}
