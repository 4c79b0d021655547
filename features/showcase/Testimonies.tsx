/** Testimonies (SPEC §7 `rest/v1/testimonies`): the newest ones and a form to add one. */
import { useTestimonies, type NewTestimony } from '../../api/hostedDb'
import { DateText } from '../../components/DateText'
import { EmptyState } from '../../components/EmptyState'
import { Field, FormStatus } from '../../components/Field'
import { LoadError } from '../../components/LoadError'
import { CardGridSkeleton } from '../../components/Skeleton'
import { useForm } from '../../components/useForm'
import { rules } from '../../components/validation'
import { useLazyQueuedSubmit } from '../../shell/outbox/useLazyQueuedSubmit'
import { LIMITS, RATING_OPTIONS, TESTIMONY_LIST, optional, outcomeOf } from './community'
import { SampleNote } from '../../components/SampleNote'
import { Stars } from './Stars'

export function TestimonyList() {
  const { data, error, isLoading, isValidating, mutate } = useTestimonies(TESTIMONY_LIST)
  if (!data && isLoading) return <CardGridSkeleton count={3} label="Memuat testimoni…" ratio="4 / 1" />
  return (
    <>
      {error && (
        <LoadError
          what="Testimoni"
          message={error.message}
          onRetry={() => void mutate()}
          retrying={isValidating}
        />
      )}
      {data && data.data.length === 0 && (
        <EmptyState title="Belum ada testimoni. Jadilah yang pertama berbagi cerita." />
      )}
      <SampleNote of={data?.data} />
      {data && data.data.length > 0 && (
        <ul className="quote-grid testimony-list">
          {data.data.map((t) => (
            <li key={t.id} className="quote">
              <Stars rating={t.rating} />
              <blockquote>
                <p>{t.content}</p>
              </blockquote>
              <p className="quote__by">
                <strong>{t.name}</strong>
                {t.role && <>, {t.role}</>} · <DateText value={t.created_at} />
              </p>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}

export function TestimonyForm() {
  const send = useLazyQueuedSubmit(true)
  const { mutate } = useTestimonies(TESTIMONY_LIST)
  const form = useForm({
    initial: { name: '', role: '', content: '', rating: '' },
    draftKey: 'draft:testimony',
    rules: {
      name: [rules.required('Nama'), rules.maxLength(LIMITS.name)],
      role: [rules.maxLength(LIMITS.role)],
      content: [rules.required('Testimoni'), rules.minLength(10), rules.maxLength(LIMITS.text)],
    },
    onSubmit: async (v) => {
      const result = await send({
        call: 'testimoniesCreate',
        label: `Testimoni dari ${v.name.trim()}`,
        input: {
          name: v.name.trim(),
          role: optional(v.role),
          content: v.content.trim(),
          rating: v.rating ? Number(v.rating) : undefined,
        } satisfies NewTestimony,
      })
      if (result.status) void mutate()
      return outcomeOf(result, 'Terima kasih! Testimoni Anda sudah tampil di daftar.', 'Testimoni')
    },
  })
  return (
    <form
      className="community-form"
      onSubmit={(e) => void form.handleSubmit(e)}
      noValidate
      aria-label="Tulis testimoni"
    >
      <Field label="Nama" field={form.field('name')} required autoComplete="name" />
      <Field label="Peran (mis. Alumni, Orang tua peserta)" field={form.field('role')} />
      <Field
        label="Testimoni"
        as="textarea"
        field={form.field('content')}
        required
        hint={`Maksimal ${LIMITS.text} karakter.`}
      />
      <Field
        label="Nilai"
        as="select"
        field={form.field('rating')}
        options={RATING_OPTIONS}
        placeholder="Tanpa nilai"
      />
      <FormStatus outcome={form.outcome} />
      <button type="submit" className="button" disabled={form.submitting}>
        {form.submitting ? 'Mengirim…' : 'Kirim testimoni'}
      </button>
    </form>
  )
}
