/**
 * An administrator's decision on one payout: a pending one is approved or rejected, an approved one
 * is marked paid once the money is transferred. Each action is one row of `ACTIONS` and goes through
 * the same confirm step; rejecting needs a reason. A decision is sent once: the buttons lock while it
 * runs (a double click does nothing more), and the server refuses a decision the payout's status no
 * longer allows with 409, which is shown as is.
 */
import { useRef, useState } from 'react'
import {
  approvePayout,
  markPayoutPaid,
  rejectPayout,
  type Payout,
  type PayoutStatus,
} from '../../api/payouts'
import type { ApiContext } from '../../api/context'
import { useApiContext } from '../../api/hooks'
import type { Result } from '../../api/result'
import { formatRupiah } from '../../components/format'
import { useRefreshMoney } from './PayoutRequestForm'

type Action = 'approve' | 'reject' | 'paid'

interface ActionDef {
  /** The status a payout must have for this action. */
  from: PayoutStatus
  /** The button that opens the confirm step. */
  open: string
  /** The confirm step: its group label, its question, its confirm button. */
  group: string
  question: (what: string) => string
  confirm: string
  danger?: boolean
  needsReason?: boolean
  run: (ctx: ApiContext, id: number, reason: string) => Promise<Result<Payout>>
}

const ACTIONS: Record<Action, ActionDef> = {
  approve: {
    from: 'pending',
    open: 'Setujui',
    group: 'Konfirmasi persetujuan',
    question: (what) => `Setujui pencairan ${what}? Saldo pemilik langsung berkurang.`,
    confirm: 'Ya, setujui',
    run: (ctx, id) => approvePayout(ctx, id),
  },
  reject: {
    from: 'pending',
    open: 'Tolak',
    group: 'Konfirmasi penolakan',
    question: (what) => `Tolak pencairan ${what}?`,
    confirm: 'Ya, tolak',
    danger: true,
    needsReason: true,
    run: (ctx, id, reason) => rejectPayout(ctx, id, reason),
  },
  paid: {
    from: 'approved',
    open: 'Tandai sudah dibayar',
    group: 'Konfirmasi pembayaran',
    question: (what) => `Dana pencairan ${what} sudah ditransfer? Statusnya menjadi Dibayar.`,
    confirm: 'Ya, sudah dibayar',
    run: (ctx, id) => markPayoutPaid(ctx, id),
  },
}

const ACTION_NAMES = Object.keys(ACTIONS) as Action[]

/** Whether an administrator has anything to decide on a payout in this status. */
export const hasDecision = (status: PayoutStatus) => ACTION_NAMES.some((a) => ACTIONS[a].from === status)

export function PayoutDecision({ payout }: { payout: Payout }) {
  const ctx = useApiContext()
  const refresh = useRefreshMoney()
  const [step, setStep] = useState<Action | null>(null)
  const [reason, setReason] = useState('')
  const [reasonError, setReasonError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)
  const running = useRef(false)
  const what = `${formatRupiah(payout.amount)} untuk ${payout.accountName}`
  const available = ACTION_NAMES.filter((a) => ACTIONS[a].from === payout.status)
  const current = step && ACTIONS[step]

  const decide = async (action: Action) => {
    if (running.current) return
    if (ACTIONS[action].needsReason && !reason.trim()) {
      setReasonError('Alasan penolakan wajib diisi.')
      return
    }
    running.current = true
    setBusy(true)
    setMessage(null)
    const result = await ACTIONS[action].run(ctx, payout.id, reason.trim())
    setMessage({ ok: result.status, text: result.message })
    setBusy(false)
    if (result.status) {
      setStep(null)
      await refresh()
    }
    // After a decision the payout has a new status, and perhaps a next action (approved → paid).
    running.current = false
  }

  return (
    <div className="decision">
      {!step && (
        <div className="account-actions">
          {available.map((action, i) => (
            <button
              key={action}
              type="button"
              className={`button button--small${i > 0 ? ' button--outline' : ''}`}
              onClick={() => setStep(action)}
            >
              {ACTIONS[action].open}
            </button>
          ))}
        </div>
      )}
      {step && current && (
        <div className="decision__confirm" role="group" aria-label={current.group}>
          {current.needsReason && (
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
          )}
          <p>{current.question(what)}</p>
          <div className="account-actions">
            <button
              type="button"
              className={`button button--small${current.danger ? ' button--danger' : ''}`}
              disabled={busy}
              onClick={() => void decide(step)}
            >
              {busy ? 'Memproses…' : current.confirm}
            </button>
            <button
              type="button"
              className="button button--small button--outline"
              disabled={busy}
              onClick={() => setStep(null)}
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
