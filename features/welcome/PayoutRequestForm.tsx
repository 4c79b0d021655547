/**
 * The payout request: amount (whole rupiah, at least MIN_PAYOUT_AMOUNT, at most what is
 * available), bank, account number (6–20 digits) and holder name. Sent through the outbox, so a
 * request made offline waits on this device and is sent once when the connection returns.
 */
import { useSWRConfig } from 'swr'
import { useBalance, useBanks, MIN_PAYOUT_AMOUNT } from '../../api/payouts'
import { Field, FormStatus } from '../../components/Field'
import { formatRupiah } from '../../components/format'
import { useForm } from '../../components/useForm'
import { rules, type Rule } from '../../components/validation'
import { useQueuedSubmit } from '../../shell/outbox/useQueuedSubmit'

const digitsOnly = (v: string) => v.replace(/[^\d]/g, '')

export function amountRule(available: number | undefined): Rule {
  return (v) => {
    if (!v.trim()) return null
    const amount = Number(digitsOnly(v))
    if (!/^[\d.\s]+$/.test(v.trim()) || !Number.isInteger(amount)) return 'Jumlah harus berupa angka rupiah.'
    if (amount < MIN_PAYOUT_AMOUNT) return `Jumlah minimal ${formatRupiah(MIN_PAYOUT_AMOUNT)}.`
    if (available !== undefined && amount > available)
      return `Jumlah melebihi saldo yang dapat dicairkan (${formatRupiah(available, 'Rp 0')}).`
    return null
  }
}

const accountNumberRule: Rule = (v) =>
  !v.trim() || /^\d{6,20}$/.test(v.trim()) ? null : 'Nomor rekening harus 6 sampai 20 digit angka.'

/** Revalidates every cached payout list and the balance after a change. */
export function useRefreshMoney() {
  const { mutate } = useSWRConfig()
  return () =>
    mutate((key) => Array.isArray(key) && (key[0] === 'payouts' || key[0] === 'balance'), undefined, {
      revalidate: true,
    })
}

export function PayoutRequestForm() {
  const { data: balance } = useBalance()
  const { data: banks, error: banksError, mutate: retryBanks } = useBanks()
  const available = balance?.data.available
  const send = useQueuedSubmit()
  const refresh = useRefreshMoney()
  const form = useForm({
    initial: { amount: '', bankCode: '', accountNumber: '', accountName: '', note: '' },
    rules: {
      amount: [rules.required('Jumlah'), amountRule(available)],
      bankCode: [rules.required('Bank')],
      accountNumber: [rules.required('Nomor rekening'), accountNumberRule],
      accountName: [rules.required('Nama pemilik rekening'), rules.maxLength(100)],
      note: [rules.maxLength(500)],
    },
    draftKey: 'draft:payout-request',
    onSubmit: async (v) => {
      const amount = Number(digitsOnly(v.amount))
      const outcome = await send({
        call: 'payoutCreate',
        label: `Permintaan pencairan ${formatRupiah(amount)}`,
        input: {
          amount,
          bankCode: v.bankCode,
          accountNumber: v.accountNumber.trim(),
          accountName: v.accountName.trim(),
          note: v.note.trim() || undefined,
        },
      })
      if (outcome.status && !outcome.queued) await refresh()
      return outcome.status && !outcome.queued
        ? { status: true, message: 'Permintaan pencairan terkirim dan menunggu persetujuan administrator.' }
        : outcome
    },
  })
  const bankOptions = (banks?.data ?? []).map((b) => ({ value: b.code, label: b.name }))

  return (
    <form className="account-form payout-form" onSubmit={(e) => void form.handleSubmit(e)} noValidate>
      <fieldset>
        <legend>Ajukan pencairan</legend>
        <Field
          label="Jumlah (Rp)"
          field={form.field('amount')}
          required
          hint={`Minimal ${formatRupiah(MIN_PAYOUT_AMOUNT)}${available !== undefined ? `, maksimal ${formatRupiah(available, 'Rp 0')}` : ''}.`}
        />
        <Field
          label="Bank"
          as="select"
          options={bankOptions}
          placeholder="Pilih bank"
          field={form.field('bankCode')}
          required
        />
        {banksError && (
          <p className="field__error">
            Daftar bank belum dapat dimuat: {banksError.message}{' '}
            <button type="button" className="button button--small" onClick={() => void retryBanks()}>
              Coba lagi
            </button>
          </p>
        )}
        <Field label="Nomor rekening" field={form.field('accountNumber')} required autoComplete="off" />
        <Field label="Nama pemilik rekening" field={form.field('accountName')} required autoComplete="name" />
        <Field label="Catatan (opsional)" as="textarea" rows={2} field={form.field('note')} />
        <FormStatus outcome={form.outcome} />
        <button type="submit" className="button" disabled={form.submitting}>
          {form.submitting ? 'Mengirim…' : 'Ajukan pencairan'}
        </button>
      </fieldset>
    </form>
  )
}
