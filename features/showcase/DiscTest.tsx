/**
 * The DISC personality test (SPEC §1, §7 `rest/v1/user_disc`): 24 groups of four statements, one
 * "most like me" and one "least like me" each; scored in the browser (content/disc.ts), the result
 * type explained, and the submission saved. The answers are kept in sessionStorage until saved, so
 * a reload or a failed save loses nothing; the result stays on screen even if saving fails, and
 * sending again retries the save.
 */
import { useEffect, useState } from 'react'
import type { NewUserDisc } from '../../api/hostedDb'
import { Field, FormStatus } from '../../components/Field'
import { useForm } from '../../components/useForm'
import { rules } from '../../components/validation'
import { useLazyQueuedSubmit } from '../../shell/outbox/useLazyQueuedSubmit'
import {
  DISC_DIMENSIONS,
  DISC_QUESTIONS,
  DISC_TYPES,
  isAnswered,
  scoreDisc,
  type DiscAnswer,
  type DiscResult,
} from '../../content/disc'
import { LIMITS, outcomeOf } from './community'

type Answers = Partial<DiscAnswer>[]
const DRAFT = 'draft:disc-answers'

function useAnswers(): [Answers, (g: number, kind: 'most' | 'least', index: number) => void, () => void] {
  const [answers, setAnswers] = useState<Answers>(() => DISC_QUESTIONS.map(() => ({})))
  useEffect(() => {
    try {
      const saved = JSON.parse(window.sessionStorage.getItem(DRAFT) ?? 'null') as Answers | null
      if (Array.isArray(saved) && saved.length === DISC_QUESTIONS.length) setAnswers(saved)
    } catch {
      // no draft
    }
  }, [])
  const choose = (g: number, kind: 'most' | 'least', index: number) =>
    setAnswers((prev) => {
      const next = prev.map((a, i) => {
        if (i !== g) return a
        const other = kind === 'most' ? 'least' : 'most'
        // One statement cannot be both: picking it for one column clears it from the other.
        return { ...a, [kind]: index, ...(a[other] === index ? { [other]: undefined } : {}) }
      })
      try {
        window.sessionStorage.setItem(DRAFT, JSON.stringify(next))
      } catch {
        // storage unavailable: answers stay in memory
      }
      return next
    })
  const clear = () => window.sessionStorage.removeItem(DRAFT)
  return [answers, choose, clear]
}

function ResultView({ result }: { result: DiscResult }) {
  const type = DISC_TYPES[result.type]
  return (
    <section className="disc-result" aria-labelledby="disc-result-title" tabIndex={-1} id="hasil-disc">
      <h3 id="disc-result-title">
        Tipe Anda: <span className="disc-result__type">{result.type}</span> — {type.name}
      </h3>
      <p>{type.summary}</p>
      <h4>Kekuatan</h4>
      <ul>
        {type.strengths.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ul>
      <h4>Untuk bertumbuh</h4>
      <p>{type.growth}</p>
      <dl className="disc-bars">
        {DISC_DIMENSIONS.map((d) => (
          <div key={d} className="disc-bar">
            <dt>{d}</dt>
            <dd>
              <span className="disc-bar__fill" style={{ width: `${result.percent[d]}%` }} />
              <span className="disc-bar__value">{result.percent[d]}</span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

export function DiscTest() {
  const send = useLazyQueuedSubmit(true)
  const [answers, choose, clearAnswers] = useAnswers()
  const [result, setResult] = useState<DiscResult | null>(null)
  const answered = answers.filter(isAnswered).length
  const missing = DISC_QUESTIONS.length - answered
  const form = useForm({
    initial: { name: '', email: '' },
    draftKey: 'draft:disc',
    rules: {
      name: [rules.required('Nama'), rules.maxLength(LIMITS.name)],
      email: [rules.required('Email'), rules.email(), rules.maxLength(LIMITS.email)],
    },
    onSubmit: async (v) => {
      if (missing > 0)
        return { status: false, message: `Masih ada ${missing} kelompok yang belum dijawab lengkap.` }
      const scored = scoreDisc(answers)
      setResult(scored)
      const saved = await send({
        call: 'userDiscCreate',
        label: `Hasil tes DISC ${v.name.trim()}`,
        input: {
          name: v.name.trim(),
          email: v.email.trim(),
          d: scored.percent.D,
          i: scored.percent.I,
          s: scored.percent.S,
          c: scored.percent.C,
          result: scored.type,
        } satisfies NewUserDisc,
      })
      if (saved.status) clearAnswers()
      return outcomeOf(saved, `Hasil Anda (tipe ${scored.type}) sudah tersimpan.`, 'Hasil tes')
    },
  })
  return (
    <form
      className="disc"
      onSubmit={(e) => void form.handleSubmit(e)}
      noValidate
      aria-label="Tes kepribadian DISC"
    >
      <p>
        Di setiap kelompok, pilih satu pernyataan yang <strong>paling sesuai</strong> dan satu yang{' '}
        <strong>paling tidak sesuai</strong> dengan diri Anda. Tidak ada jawaban benar atau salah.
      </p>
      <ol className="disc-groups">
        {DISC_QUESTIONS.map((group, g) => {
          const a = answers[g] ?? {}
          return (
            <li key={g}>
              <fieldset className={`disc-group${isAnswered(a) ? ' disc-group--done' : ''}`}>
                <legend>
                  Kelompok {g + 1} dari {DISC_QUESTIONS.length}
                </legend>
                <div className="disc-group__head" aria-hidden="true">
                  <span />
                  <span>Paling sesuai</span>
                  <span>Paling tidak sesuai</span>
                </div>
                {group.map((s, i) => (
                  <div key={s.text} className="disc-row">
                    <span className="disc-row__text">{s.text}</span>
                    <input
                      type="radio"
                      name={`disc-${g}-most`}
                      aria-label={`Paling sesuai: ${s.text}`}
                      checked={a.most === i}
                      onChange={() => choose(g, 'most', i)}
                    />
                    <input
                      type="radio"
                      name={`disc-${g}-least`}
                      aria-label={`Paling tidak sesuai: ${s.text}`}
                      checked={a.least === i}
                      onChange={() => choose(g, 'least', i)}
                    />
                  </div>
                ))}
              </fieldset>
            </li>
          )
        })}
      </ol>
      <p className="disc-progress" aria-live="polite">
        {answered} dari {DISC_QUESTIONS.length} kelompok terjawab
      </p>
      <div className="community-form">
        <Field label="Nama" field={form.field('name')} required autoComplete="name" />
        <Field label="Email" type="email" field={form.field('email')} required autoComplete="email" />
        <FormStatus outcome={form.outcome} />
        <button type="submit" className="button" disabled={form.submitting}>
          {form.submitting ? 'Menyimpan…' : 'Lihat hasil dan simpan'}
        </button>
      </div>
      {result && <ResultView result={result} />}
    </form>
  )
}
