/**
 * "Bayar" for a paid class or premium course, for the class pages to place: choose a
 * payment method, create the invoice and go to the gateway, which returns to `/CallbackPayment`.
 * A visitor who is not signed in gets the login link that returns to the current page. Failures say
 * why and the button stays usable; a payment is never queued offline.
 */
import { useId, useState } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { PAYMENT_METHODS, type PaymentMethod } from '../../api/payments'
import { useApiContext } from '../../api/hooks'
import { Link } from '../../components/Link'
import { Rupiah } from '../../components/Rupiah'
import { loginHref, useSignedIn } from '../../shell/signedIn'
import { PAYMENT_METHOD_LABEL, startClassPayment } from './payment'

export function ClassPaymentButton({ classId, price }: { classId: number; price: number }) {
  const ctx = useApiContext()
  const signedIn = useSignedIn(ctx.tokens)
  const { urlPathname } = usePageContext()
  const id = useId()
  const [method, setMethod] = useState<PaymentMethod>('virtual_account')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  if (!signedIn)
    return (
      <Link className="button" href={loginHref(urlPathname)}>
        Masuk untuk membayar
      </Link>
    )

  const pay = async () => {
    if (busy) return
    if (!navigator.onLine)
      return setError('Anda sedang offline. Pembayaran hanya dapat dilakukan saat online.')
    setBusy(true)
    setError(null)
    const result = await startClassPayment(ctx, classId, method)
    if (!result.status) {
      setError(result.message)
      setBusy(false)
    }
  }

  return (
    <div className="class-payment">
      <label htmlFor={id} className="field__label">
        Metode pembayaran
      </label>
      <select id={id} value={method} onChange={(e) => setMethod(e.target.value as PaymentMethod)}>
        {PAYMENT_METHODS.map((m) => (
          <option key={m} value={m}>
            {PAYMENT_METHOD_LABEL[m]}
          </option>
        ))}
      </select>
      <button type="button" className="button" disabled={busy} onClick={() => void pay()}>
        {busy ? (
          'Membuka pembayaran…'
        ) : (
          <>
            Bayar <Rupiah amount={price} />
          </>
        )}
      </button>
      {error && (
        <p className="alert alert--danger" role="alert">
          Pembayaran belum dapat dimulai: {error}
        </p>
      )}
    </div>
  )
}
