/**
 * How the header's small menus ("Lainnya", the account menu) close, as visitors expect of a menu
 * button: on Escape, and on a press anywhere outside them. Escape puts the focus back on the button
 * that opened the menu, so a keyboard user goes on from where they were.
 */
import { useEffect, type RefObject } from 'react'

export function useDismiss(
  open: boolean,
  root: RefObject<HTMLElement | null>,
  close: () => void,
  button?: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      close()
      button?.current?.focus()
    }
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close()
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [open, root, close, button])
}
