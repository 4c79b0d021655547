/**
 * The header's search: a button that opens a dialog with one field (the same on phones and wide
 * screens, so the header keeps its width); sending it opens the results page, `/Cari?q=…`. Opening
 * the dialog starts loading the search engine (a lazy chunk and the tenant's index files) and the
 * results page, so no page's first load carries any of it and the first result waits less. A native `<dialog>`: focus moves into it and back, Escape
 * closes it, and the rest of the page is inert while it is open.
 *
 * The buttons open and close the dialog natively too (`commandfor`, invoker commands): so a tap is
 * answered while the page's scripts still load and run on a slow phone. Once hydrated, the handlers
 * cancel the command and do it themselves (opening also selects the field and warms the engine up);
 * a browser without invoker commands waits for them.
 */
import { useEffect, useId, useRef, type MouseEvent } from 'react'
import { ROUTES } from '../sites/routes'
import './searchButton.scss'

export function SearchButton() {
  const dialog = useRef<HTMLDialogElement>(null)
  const id = useId()
  const typing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(typing.current), [])
  // A pause in typing loads the index chunks of what is typed so far (words are found by their start).
  const preload = (value: string) => {
    clearTimeout(typing.current)
    typing.current = setTimeout(
      () => void import('./search/engine').then((engine) => engine.preload(value)),
      250,
    )
  }
  const field = useRef<HTMLInputElement>(null)
  // While the visitor types: the engine and index entry, and the results page's code and data.
  const warmUp = () => {
    void import('./search/engine').then((engine) => engine.warmUp())
    void import('vike/client/router').then(({ prefetch }) => prefetch(ROUTES.search.pattern))
  }
  // Opened natively before the page was hydrated: the visitor may be typing already, so the field
  // is left as it is, and only the warm-up the handler would have started is started.
  useEffect(() => {
    if (dialog.current?.open) warmUp()
  }, [])
  const open = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault()
    dialog.current?.showModal()
    // The dialog stays in the page between searches, and so does what was typed last: selected, a
    // new query replaces it instead of being appended to it.
    field.current?.select()
    warmUp()
  }
  return (
    <>
      <button
        type="button"
        className="site-header__search"
        onClick={open}
        aria-haspopup="dialog"
        // React's types do not know invoker commands yet; React writes them as they are.
        {...{ commandfor: `${id}-dialog`, command: 'show-modal' }}
      >
        <span aria-hidden="true">⌕</span>
        <span className="visually-hidden">Cari di situs ini</span>
      </button>
      <dialog ref={dialog} id={`${id}-dialog`} className="search-dialog" aria-labelledby={`${id}-label`}>
        <form
          role="search"
          action={ROUTES.search.pattern}
          method="get"
          onSubmit={(e) => {
            e.preventDefault()
            const q = new FormData(e.currentTarget).get('q')?.toString().trim() ?? ''
            clearTimeout(typing.current)
            dialog.current?.close()
            const href = q ? `${ROUTES.search.pattern}?q=${encodeURIComponent(q)}` : ROUTES.search.pattern
            void import('vike/client/router').then(({ navigate }) => navigate(href))
          }}
        >
          <label id={`${id}-label`} htmlFor={id} className="search-dialog__label">
            Cari di situs ini
          </label>
          <div className="search-dialog__row">
            <input
              ref={field}
              id={id}
              type="search"
              name="q"
              autoComplete="off"
              enterKeyHint="search"
              required
              onInput={(e) => preload(e.currentTarget.value)}
            />
            <button type="submit" className="button button--small">
              Cari
            </button>
          </div>
          <button
            type="button"
            className="search-dialog__close"
            onClick={(event) => {
              event.preventDefault()
              dialog.current?.close()
            }}
            {...{ commandfor: `${id}-dialog`, command: 'close' }}
          >
            Tutup
          </button>
        </form>
      </dialog>
    </>
  )
}
