/**
 * Search bound to the URL (`?q=`): typing is debounced (400 ms) and replaces the history entry,
 * Enter searches at once; clearing removes the parameter. The field keeps what was typed while the
 * URL catches up.
 */
import { useEffect, useId, useRef, useState } from 'react'
import type { UrlState } from './urlState'

export const SEARCH_DEBOUNCE_MS = 400

export function SearchBox({
  url,
  label,
  placeholder,
  param = 'q',
}: {
  url: UrlState
  label: string
  placeholder?: string
  param?: string
}) {
  const id = useId()
  const fromUrl = url.query[param] ?? ''
  const [text, setText] = useState(fromUrl)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const typed = useRef(false)

  // The URL changed from outside (back button, a link): show its value unless the visitor is typing.
  useEffect(() => {
    if (!typed.current) setText(fromUrl)
  }, [fromUrl])
  useEffect(() => () => clearTimeout(timer.current), [])

  const send = (value: string, replace: boolean) => {
    clearTimeout(timer.current)
    typed.current = false
    if (value.trim() === fromUrl) return
    void url.update({ [param]: value.trim() || null }, { replace })
  }

  return (
    <form
      role="search"
      className="search-box"
      onSubmit={(e) => {
        e.preventDefault()
        send(text, false)
      }}
    >
      <label htmlFor={id} className="search-box__label">
        {label}
      </label>
      <div className="search-box__row">
        <input
          id={id}
          type="search"
          name={param}
          value={text}
          placeholder={placeholder}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(e) => {
            const value = e.target.value
            setText(value)
            typed.current = true
            clearTimeout(timer.current)
            timer.current = setTimeout(() => send(value, true), SEARCH_DEBOUNCE_MS)
          }}
        />
        <button type="submit" className="button button--small">
          Cari
        </button>
      </div>
    </form>
  )
}
