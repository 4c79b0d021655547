/**
 * Donations (SPEC §7 `rest/v1/donations`, GET returns amount): the total and the recent donors, and
 * a form to pledge an amount. The table records the pledge; SPEC shows no payment step for it, so
 * the success message says the donation is recorded and the team will confirm the transfer.
 * Anonymous donors are listed as such; e-mail addresses are never read back.
 */
import { useDonations, type NewDonation } from '../../api/hostedDb'
import { DateText } from '../../components/DateText'
import { EmptyState } from '../../components/EmptyState'
import { Field, FormStatus } from '../../components/Field'
import { LoadError } from '../../components/LoadError'
import { Rupiah } from '../../components/Rupiah'
import { TextSkeleton } from '../../components/Skeleton'
import { useForm } from '../../components/useForm'
import { rules } from '../../components/validation'
import {
  DONATION_LIST,
  LIMITS,
  MIN_DONATION,
  RECENT_DONORS,
  amountRule,
  optional,
  outcomeOf,
  parseAmount,
} from './community'
import { formatRupiah } from '../../components/format'
import { useLazyQueuedSubmit } from '../../shell/outbox/useLazyQueuedSubmit'
import { SampleNote } from '../../components/SampleNote'

export function DonationSummary() {
  const { data, error, isLoading, isValidating, mutate } = useDonations(DONATION_LIST)
  if (!data && isLoading) return <TextSkeleton lines={4} label="Memuat donasi…" />
  const rows = data?.data ?? []
  const total = rows.reduce((sum, d) => sum + d.amount, 0)
  return (
    <>
      {error && (
        <LoadError
          what="Donasi"
          message={error.message}
          onRetry={() => void mutate()}
          retrying={isValidating}
        />
      )}
      {data && (
        <p className="donation-total">
          Total donasi terkumpul:{' '}
          <strong>
            <Rupiah amount={total} free="Rp 0" />
          </strong>{' '}
          dari {rows.length} donatur
        </p>
      )}
      <SampleNote of={rows} />
      {data && rows.length === 0 && <EmptyState title="Belum ada donasi. Jadilah donatur pertama." />}
      {rows.length > 0 && (
        <ul className="donor-list">
          {rows.slice(0, RECENT_DONORS).map((d) => (
            <li key={d.id} className="donor">
              <span className="donor__name">{d.anonymous ? 'Donatur anonim' : d.name}</span>
              <strong className="donor__amount">
                <Rupiah amount={d.amount} />
              </strong>
              <span className="donor__date">
                <DateText value={d.created_at} />
              </span>
              {d.message && <span className="donor__message">“{d.message}”</span>}
            </li>
          ))}
        </ul>
      )}
    </>
  )
}

export function DonationForm() {
  const send = useLazyQueuedSubmit(true)
  const { mutate } = useDonations(DONATION_LIST)
  const form = useForm({
    initial: { name: '', email: '', amount: '', message: '', anonymous: '' },
    draftKey: 'draft:donation',
    rules: {
      name: [rules.required('Nama'), rules.maxLength(LIMITS.name)],
      email: [rules.email(), rules.maxLength(LIMITS.email)],
      amount: [rules.required('Nominal'), amountRule],
      message: [rules.maxLength(LIMITS.message)],
    },
    onSubmit: async (v) => {
      const result = await send({
        call: 'donationsCreate',
        label: `Donasi dari ${v.name.trim()}`,
        input: {
          name: v.name.trim(),
          email: optional(v.email),
          amount: parseAmount(v.amount) ?? 0,
          message: optional(v.message),
          anonymous: v.anonymous === 'true',
        } satisfies NewDonation,
      })
      if (result.status) void mutate()
      return outcomeOf(
        result,
        `Terima kasih! Donasi ${formatRupiah(parseAmount(v.amount))} Anda tercatat dan tampil di daftar donatur.`,
        'Donasi',
      )
    },
  })
  const anonymous = form.field('anonymous')
  return (
    <form
      className="community-form"
      onSubmit={(e) => void form.handleSubmit(e)}
      noValidate
      aria-label="Berdonasi"
    >
      <Field label="Nama" field={form.field('name')} required autoComplete="name" />
      <Field
        label="Email (tidak ditampilkan)"
        type="email"
        field={form.field('email')}
        autoComplete="email"
      />
      <Field
        label="Nominal (Rp)"
        field={form.field('amount')}
        required
        hint={`Minimal ${formatRupiah(MIN_DONATION)}. Tulis angka saja, contoh: 50000.`}
      />
      <Field
        label="Pesan"
        as="textarea"
        field={form.field('message')}
        hint={`Maksimal ${LIMITS.message} karakter.`}
      />
      <label className="check">
        <input
          type="checkbox"
          name="anonymous"
          checked={anonymous.value === 'true'}
          onChange={(e) => anonymous.onChange(e.target.checked ? 'true' : '')}
        />
        Tampilkan sebagai donatur anonim
      </label>
      <FormStatus outcome={form.outcome} />
      <button type="submit" className="button" disabled={form.submitting}>
        {form.submitting ? 'Mengirim…' : 'Kirim donasi'}
      </button>
    </form>
  )
}
