/**
 * An administrator's decision on one pending payout: approve or reject, each behind a confirm step;
 * rejecting needs a reason. A decision is sent once: the buttons lock while it runs (a double click
 * does nothing more), and the server refuses a second decision with 409, which is shown as is.
 */
import { useRef, useState } from 'react'
import { approvePayout, rejectPayout, type Payout } from '../../api/payouts'
import { useApiContext } from '../../api/hooks'
import { formatRupiah } from '../../components/format'
import { useRefreshMoney } from './PayoutRequestForm'

type Step = 'idle' | 'approve' | 'reject'

export function PayoutDecision({ payout }: { payout: Payout }) {
  const ctx = useApiContext()
  const refresh = useRefreshMoney()
  const [step, setStep] = useState<Step>('idle')
  const [reason, setReason] = useState('')
  const [reasonError, setReasonError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)
  const running = useRef(false)
  const what = `${formatRupiah(payout.amount)} untuk ${payout.accountName}`

  const decide = async (action: 'approve' | 'reject') => {
    if (running.current) return
    if (action === 'reject' && !reason.trim()) {
      setReasonError('Alasan penolakan wajib diisi.')
      return
    }
    running.current = true
    setBusy(true)
    setMessage(null)
    const result =
      action === 'approve'
        ? await approvePayout(ctx, payout.id)
        : await rejectPayout(ctx, payout.id, reason.trim())
    setMessage({ ok: result.status, text: result.message })
    setBusy(false)
    if (result.status) {
      setStep('idle')
      await refresh()
    } else {
      running.current = false
    }
  }

  return (
    <div className="decision">
      {step === 'idle' && (
        <div className="account-actions">
          <button type="button" className="button button--small" onClick={() => setStep('approve')}>
            Setujui
          </button>
          <button
            type="button"
            className="button button--small button--outline"
            onClick={() => setStep('reject')}
          >
            Tolak
          </button>
        </div>
      )}
      {step === 'approve' && (
        <div className="decision__confirm" role="group" aria-label="Konfirmasi persetujuan">
          <p>Setujui pencairan {what}? Saldo pemilik langsung berkurang.</p>
          <div className="account-actions">
            <button
              type="button"
              className="button button--small"
              disabled={busy}
              onClick={() => void decide('approve')}
            >
              {busy ? 'Memproses…' : 'Ya, setujui'}
            </button>
            <button
              type="button"
              className="button button--small button--outline"
              disabled={busy}
              onClick={() => setStep('idle')}
            >
              Batal
            </button>
          </div>
        </div>
      )}
      {step === 'reject' && (
        <div className="decision__confirm" role="group" aria-label="Konfirmasi penolakan">
          <div className={`field${reasonError ? ' field--invalid' : ''}`}>
            <label className="field__label" htmlFor={`reason-${payout.id}`}>
              Alasan penolakan <span aria-hidden="true">*</span>
            </label>
            <textarea
              id={`reason-${payout.id}`}
              rows={2}
              value={reason}
              required
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={reasonError ? `reason-${payout.id}-error` : undefined}
              onChange={(e) => {
                setReason(e.target.value)
                if (e.target.value.trim()) setReasonError(null)
              }}
            />
            {reasonError && (
              <p id={`reason-${payout.id}-error`} className="field__error">
                {reasonError}
              </p>
            )}
          </div>
          <p>Tolak pencairan {what}?</p>
          <div className="account-actions">
            <button
              type="button"
              className="button button--small button--danger"
              disabled={busy}
              onClick={() => void decide('reject')}
            >
              {busy ? 'Memproses…' : 'Ya, tolak'}
            </button>
            <button
              type="button"
              className="button button--small button--outline"
              disabled={busy}
              onClick={() => setStep('idle')}
            >
              Batal
            </button>
          </div>
        </div>
      )}
      {message && (
        <p className={`alert ${message.ok ? 'alert--success' : 'alert--danger'}`} role="status">
          {message.text}
        </p>
      )}
    </div>
  )
}
