/**
 * A labelled form control with its inline error (`aria-invalid`, `aria-describedby`), bound to a
 * `useForm` field. One component for input, textarea and select keeps every form alike.
 */
import { useId, type ReactNode } from 'react'

/** A `useForm` field as a control binds it (also features/desk/ContentEditor.tsx). */
export interface BoundField {
  name: string
  value: string
  error: string | null
  onChange: (value: string) => void
  onBlur: () => void
}

type Control =
  | {
      as?: 'input'
      type?: 'text' | 'email' | 'tel' | 'password' | 'number' | 'date' | 'url'
      autoComplete?: string
    }
  | { as: 'textarea'; rows?: number }
  | { as: 'select'; options: readonly { value: string; label: string }[]; placeholder?: string }

export function Field({
  label,
  field,
  hint,
  required,
  ...control
}: { label: string; field: BoundField; hint?: ReactNode; required?: boolean } & Control) {
  const id = useId()
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const describedBy =
    [hint ? hintId : null, field.error ? errorId : null].filter(Boolean).join(' ') || undefined
  const common = {
    id,
    name: field.name,
    value: field.value,
    required,
    'aria-invalid': field.error ? true : undefined,
    'aria-describedby': describedBy,
    onBlur: field.onBlur,
  }
  let input: ReactNode
  if (control.as === 'textarea') {
    input = <textarea {...common} rows={control.rows ?? 4} onChange={(e) => field.onChange(e.target.value)} />
  } else if (control.as === 'select') {
    input = (
      <select {...common} onChange={(e) => field.onChange(e.target.value)}>
        <option value="">{control.placeholder ?? 'Pilih…'}</option>
        {control.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    )
  } else {
    input = (
      <input
        {...common}
        type={control.type ?? 'text'}
        autoComplete={control.autoComplete}
        onChange={(e) => field.onChange(e.target.value)}
      />
    )
  }
  return (
    <div className={`field${field.error ? ' field--invalid' : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {input}
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {field.error && (
        <p id={errorId} className="field__error">
          {field.error}
        </p>
      )}
    </div>
  )
}

/** The result of a submission: success in green, failure in red with its reason; announced. */
export function FormStatus({ outcome }: { outcome: { status: boolean; message: string } | null }) {
  return (
    <div role="status" aria-live="polite" className="form-status">
      {outcome && (
        <p className={`alert ${outcome.status ? 'alert--success' : 'alert--danger'}`}>{outcome.message}</p>
      )}
    </div>
  )
}
