/** Reviews of the Metamorfosa book (SPEC §7 `rest/v1/book_reviews`): the list and a form to add one. */
import { useBookReviews, type NewBookReview } from '../../api/hostedDb'
import { DateText } from '../../components/DateText'
import { EmptyState } from '../../components/EmptyState'
import { Field, FormStatus } from '../../components/Field'
import { LoadError } from '../../components/LoadError'
import { TextSkeleton } from '../../components/Skeleton'
import { useForm } from '../../components/useForm'
import { rules } from '../../components/validation'
import { METAMORFOSA } from '../../content/metamorfosa'
import { useLazyQueuedSubmit } from '../../shell/outbox/useLazyQueuedSubmit'
import { LIMITS, RATING_OPTIONS, REVIEW_LIST, outcomeOf } from './community'
import { SampleNote } from '../../components/SampleNote'
import { Stars } from './Stars'

export function BookReviewList() {
  const { data, error, isLoading, isValidating, mutate } = useBookReviews(REVIEW_LIST)
  if (!data && isLoading) return <TextSkeleton lines={6} label="Memuat ulasan…" />
  return (
    <>
      {error && (
        <LoadError
          what="Ulasan"
          message={error.message}
          onRetry={() => void mutate()}
          retrying={isValidating}
        />
      )}
      {data && <p className="list-count">{data.data.length} ulasan terbaru</p>}
      {data && data.data.length === 0 && (
        <EmptyState title="Belum ada ulasan. Tulis ulasan pertama untuk buku ini." />
      )}
      <SampleNote of={data?.data} />
      {data && data.data.length > 0 && (
        <ul className="quote-list review-list">
          {data.data.map((r) => (
            <li key={r.id} className="quote">
              <Stars rating={r.rating} />
              <blockquote>
                <p>{r.review}</p>
              </blockquote>
              <p className="quote__by">
                <strong>{r.name}</strong> · <DateText value={r.created_at} />
              </p>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}

export function BookReviewForm() {
  const send = useLazyQueuedSubmit(true)
  const { mutate } = useBookReviews(REVIEW_LIST)
  const form = useForm({
    initial: { name: '', review: '', rating: '5' },
    draftKey: 'draft:book-review',
    rules: {
      name: [rules.required('Nama'), rules.maxLength(LIMITS.name)],
      review: [rules.required('Ulasan'), rules.minLength(10), rules.maxLength(LIMITS.text)],
      rating: [rules.required('Nilai')],
    },
    onSubmit: async (v) => {
      const result = await send({
        call: 'bookReviewsCreate',
        label: `Ulasan dari ${v.name.trim()}`,
        input: {
          name: v.name.trim(),
          book_title: METAMORFOSA.bookTitle,
          review: v.review.trim(),
          rating: Number(v.rating),
        } satisfies NewBookReview,
      })
      if (result.status) void mutate()
      return outcomeOf(result, 'Terima kasih! Ulasan Anda sudah tampil di daftar.', 'Ulasan')
    },
  })
  return (
    <form
      className="community-form"
      onSubmit={(e) => void form.handleSubmit(e)}
      noValidate
      aria-label="Tulis ulasan"
    >
      <Field label="Nama" field={form.field('name')} required autoComplete="name" />
      <Field label="Nilai" as="select" field={form.field('rating')} options={RATING_OPTIONS} required />
      <Field
        label="Ulasan"
        as="textarea"
        field={form.field('review')}
        required
        hint={`Maksimal ${LIMITS.text} karakter.`}
      />
      <FormStatus outcome={form.outcome} />
      <button type="submit" className="button" disabled={form.submitting}>
        {form.submitting ? 'Mengirim…' : 'Kirim ulasan'}
      </button>
    </form>
  )
}
