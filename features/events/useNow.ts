import { useData } from 'vike-react/useData'
import { useHydrated } from '../../components/urlState'

/**
 * "Now" for upcoming/past labels: the render's time until hydration (so the pre-rendered HTML and
 * the hydrating render agree), the visitor's clock after.
 */
export function useNow(): Date {
  const data = useData<{ renderedAt?: string } | undefined>()
  const hydrated = useHydrated()
  if (hydrated || !data?.renderedAt) return new Date()
  return new Date(data.renderedAt)
}
