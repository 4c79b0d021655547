/** Readers' aspirations (SPEC §7 `rest/v1/aspirations`): the list and a form to add one. */
import { useAspirations, type NewAspiration } from '../../api/hostedDb'
import { DateText } from '../../components/DateText'
import { EmptyState } from '../../components/EmptyState'
import { Field, FormStatus } from '../../components/Field'
import { LoadError } from '../../components/LoadError'
import { TextSkeleton } from '../../components/Skeleton'
import { useForm } from '../../components/useForm'
import { rules } from '../../components/validation'
import { useLazyQueuedSubmit } from '../../shell/outbox/useLazyQueuedSubmit'
import { ASPIRATION_LIST, LIMITS, optional, outcomeOf } from './community'
import { SampleNote } from '../../components/SampleNote'

export function AspirationList() {
  const { data, error, isLoading, isValidating, mutate } = useAspirations(ASPIRATION_LIST)
  if (!data && isLoading) return <TextSkeleton lines={5} label="Memuat aspirasi…" />
  return (
    <>
      {error && (
        <LoadError
          what="Aspirasi"
          message={error.message}
          onRetry={() => void mutate()}
          retrying={isValidating}
        />
      )}
      {data && data.data.length === 0 && (
        <EmptyState title="Belum ada aspirasi. Sampaikan harapan Anda lebih dulu." />
      )}
      <SampleNote of={data?.data} />
      {data && data.data.length > 0 && (
        <ul className="quote-list aspiration-list">
          {data.data.map((a) => (
            <li key={a.id} className="quote">
              <blockquote>
                <p>{a.aspiration}</p>
              </blockquote>
              <p className="quote__by">
                <strong>{a.name}</strong>
                {a.origin && <>, {a.origin}</>} · <DateText value={a.created_at} />
              </p>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}

export function AspirationForm() {
  const send = useLazyQueuedSubmit(true)
  const { mutate } = useAspirations(ASPIRATION_LIST)
  const form = useForm({
    initial: { name: '', origin: '', aspiration: '' },
    draftKey: 'draft:aspiration',
    rules: {
      name: [rules.required('Nama'), rules.maxLength(LIMITS.name)],
      origin: [rules.maxLength(LIMITS.origin)],
      aspiration: [rules.required('Aspirasi'), rules.minLength(10), rules.maxLength(LIMITS.text)],
    },
    onSubmit: async (v) => {
      const result = await send({
        call: 'aspirationsCreate',
        label: `Aspirasi dari ${v.name.trim()}`,
        input: {
          name: v.name.trim(),
          origin: optional(v.origin),
          aspiration: v.aspiration.trim(),
        } satisfies NewAspiration,
      })
      if (result.status) void mutate()
      return outcomeOf(result, 'Terima kasih! Aspirasi Anda sudah tampil di daftar.', 'Aspirasi')
    },
  })
  return (
    <form
      className="community-form"
      onSubmit={(e) => void form.handleSubmit(e)}
      noValidate
      aria-label="Sampaikan aspirasi"
    >
      <Field label="Nama" field={form.field('name')} required autoComplete="name" />
      <Field label="Asal (sekolah, kampus atau kota)" field={form.field('origin')} />
      <Field
        label="Aspirasi"
        as="textarea"
        field={form.field('aspiration')}
        required
        hint={`Maksimal ${LIMITS.text} karakter.`}
      />
      <FormStatus outcome={form.outcome} />
      <button type="submit" className="button" disabled={form.submitting}>
        {form.submitting ? 'Mengirim…' : 'Kirim aspirasi'}
      </button>
    </form>
  )
}
