/**
 * "Lainnya" at the end of the header's menu on a wide screen: the items that do not fit beside the
 * brand at this width (shell/headerFit.ts decides per step) open from it as a list. A disclosure
 * button: Enter or Space opens it, Escape closes it and returns to the button, a press outside or
 * on a link closes it. The list is rendered only while open; which of its items show at the current
 * width is the stylesheet's (each hides from the step where it stands in the header itself), so the
 * page needs no measuring and the button is already in the pre-rendered header.
 */
import { useCallback, useId, useRef, useState } from 'react'
import type { NavItem } from '../sites/registry'
import { Link } from '../components/Link'
import type { NavStep } from './headerFit'
import { useDismiss } from './dismiss'

export const MORE_LABEL = 'Lainnya'

export function MoreMenu({
  items,
  until,
  currentPath,
}: {
  /** The items that are under "Lainnya" at some width, each with the step from which it is not. */
  items: readonly (NavItem & { inlineFrom: NavStep })[]
  /** From this step every item stands in the header and "Lainnya" goes. */
  until: NavStep
  currentPath: string
}) {
  const [open, setOpen] = useState(false)
  const close = useCallback(() => setOpen(false), [])
  const root = useRef<HTMLLIElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const id = useId()
  useDismiss(open, root, close, button)
  return (
    <li
      ref={root}
      className={`site-nav__more site-nav__more--until-${until}`}
      // Tabbing past the last item closes the list, as leaving any menu does.
      onBlur={(e) => {
        if (!root.current?.contains(e.relatedTarget as Node | null)) close()
      }}
    >
      <button
        ref={button}
        type="button"
        className="site-nav__more-button"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen((v) => !v)}
      >
        {MORE_LABEL}
        <span aria-hidden="true"> ▾</span>
      </button>
      {open && (
        <ul id={id} className="site-nav__more-list">
          {items.map((item) => (
            <li key={item.path} className={`site-nav__more-item--until-${item.inlineFrom}`}>
              <Link
                href={item.path}
                aria-current={currentPath === item.path ? 'page' : undefined}
                onClick={close}
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </li>
  )
}
