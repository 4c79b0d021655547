/**
 * Form state that never loses what was typed (docs/pages.md, "States and forms"): values stay on any failure, a
 * draft is kept in sessionStorage (a reload or a crash keeps it too) until the submission
 * succeeds, errors show after a field is left or on submit, and a submission already running
 * cannot be sent twice. An invalid submit moves the focus to the first field marked invalid (on a
 * phone the first message may be off-screen; the focus scrolls it into view and a screen reader
 * reads its label and message) while the form's status announces the summary.
 */
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react'
import { check, type Rule } from './validation'

export type FormValues = Record<string, string>
/**
 * A submission's outcome as the form shows it. `later`: a submission kept for later (the outbox)
 * settles after the form was answered; its outcome then replaces this one, unless the visitor has
 * submitted again meanwhile.
 */
export type SubmitOutcome =
  { status: true; message: string; later?: Promise<SubmitOutcome> } | { status: false; message: string }
export type ShownOutcome = { status: boolean; message: string }

export interface FormOptions<V extends FormValues> {
  initial: V
  rules?: Partial<Record<keyof V, readonly Rule[]>>
  /** sessionStorage key for the draft; omit for forms with secrets (passwords are never stored). */
  draftKey?: string
  onSubmit: (values: V) => Promise<SubmitOutcome>
}

const NEVER_STORED = /password|sandi|secret|token/i

/** Shown when a submission fails inside the page rather than with an answer of the server. */
export const SUBMIT_CRASHED =
  'Formulir belum terkirim karena terjadi kesalahan pada halaman. Isian Anda tetap tersimpan; silakan coba lagi.'

/** The announced summary of an invalid submit. */
export function invalidSummary(count: number): string {
  return count === 1
    ? 'Periksa kembali 1 isian yang ditandai.'
    : `Periksa kembali ${count} isian yang ditandai.`
}

function readDraft<V extends FormValues>(key: string | undefined, initial: V): V {
  if (!key || typeof window === 'undefined') return initial
  try {
    const saved = JSON.parse(window.sessionStorage.getItem(key) ?? 'null') as Partial<V> | null
    return saved ? { ...initial, ...saved } : initial
  } catch {
    return initial
  }
}

export function useForm<V extends FormValues>({ initial, rules = {}, draftKey, onSubmit }: FormOptions<V>) {
  const [values, setValues] = useState<V>(initial)
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({})
  const [submitted, setSubmitted] = useState(false)
  const [submitting, setSubmitting] = useState(false)
  const [outcome, setOutcome] = useState<ShownOutcome | null>(null)
  const running = useRef(false)
  /** Which submit's outcome is shown: a `later` of an older one does not replace a newer one. */
  const shownSubmit = useRef(0)
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])
  const formElement = useRef<HTMLFormElement | null>(null)
  const [focusRequest, setFocusRequest] = useState(0)

  // After the render that marked the fields: the first invalid control in document order.
  useEffect(() => {
    if (!focusRequest) return
    formElement.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [focusRequest])

  // The draft is read after hydration, so the server's HTML and the first client render agree.
  useEffect(() => {
    setValues((v) => readDraft(draftKey, v))
  }, [draftKey])

  useEffect(() => {
    if (!draftKey) return
    const keep = Object.fromEntries(Object.entries(values).filter(([k]) => !NEVER_STORED.test(k)))
    try {
      window.sessionStorage.setItem(draftKey, JSON.stringify(keep))
    } catch {
      // Storage full or disabled: the values are still in memory.
    }
  }, [draftKey, values])

  const errorOf = useCallback(
    (name: keyof V) => check(values[name] ?? '', rules[name] ?? []),
    [values, rules],
  )

  const errors = Object.fromEntries(Object.keys(values).map((k) => [k, errorOf(k as keyof V)])) as Record<
    keyof V,
    string | null
  >

  const visibleError = (name: keyof V) => ((touched[name] || submitted) && errors[name]) || null

  const field = (name: keyof V & string) => ({
    name,
    value: values[name] ?? '',
    error: visibleError(name),
    onChange: (value: string) => setValues((v) => ({ ...v, [name]: value })),
    onBlur: () => setTouched((t) => ({ ...t, [name]: true })),
  })

  const handleSubmit = async (event?: FormEvent) => {
    event?.preventDefault()
    if (event?.currentTarget instanceof HTMLFormElement) formElement.current = event.currentTarget
    setSubmitted(true)
    if (running.current) return
    const invalid = Object.values(errors).filter(Boolean).length
    if (invalid) {
      setOutcome({ status: false, message: invalidSummary(invalid) })
      setFocusRequest((n) => n + 1)
      return
    }
    running.current = true
    setSubmitting(true)
    setOutcome(null)
    const submit = ++shownSubmit.current
    try {
      const result = await onSubmit(values)
      setOutcome({ status: result.status, message: result.message })
      if (result.status && result.later)
        void result.later.then(
          (settled) => {
            if (mounted.current && shownSubmit.current === submit)
              setOutcome({ status: settled.status, message: settled.message })
          },
          () => undefined,
        )
      if (result.status) {
        if (draftKey) window.sessionStorage.removeItem(draftKey)
        setValues(initial)
        setTouched({})
        setSubmitted(false)
      }
    } catch (error) {
      // A bug of the page's own (a submit handler that threw): the visitor reads what happened in
      // Indonesian and keeps the input; the raw error (often English) goes to the log only.
      console.error('[form] submit failed', error)
      setOutcome({ status: false, message: SUBMIT_CRASHED })
    } finally {
      running.current = false
      setSubmitting(false)
    }
  }

  return { values, setValues, errors, field, handleSubmit, submitting, outcome, setOutcome }
}
