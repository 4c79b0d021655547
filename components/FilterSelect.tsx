/** A filter bound to the URL (`?category=…`): changing it navigates and resets to page 1. */
import { useId } from 'react'
import type { UrlState } from './urlState'

export interface FilterOption {
  value: string
  label: string
}

export function FilterSelect({
  url,
  param,
  label,
  options,
  allLabel = 'Semua',
}: {
  url: UrlState
  param: string
  label: string
  options: readonly FilterOption[]
  allLabel?: string
}) {
  const id = useId()
  return (
    <div className="filter">
      <label htmlFor={id} className="filter__label">
        {label}
      </label>
      <select
        id={id}
        name={param}
        value={url.query[param] ?? ''}
        onChange={(e) => void url.update({ [param]: e.target.value || null })}
      >
        <option value="">{allLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  )
}
