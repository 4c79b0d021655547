import { usePageContext } from 'vike-react/usePageContext'
import { portfolioBySlug } from '../../content/portfolio'
import type { PortfolioKind } from '../../content/types'
import '../../features/showcase/styles.scss'
import { PortfolioDetail } from '../../features/showcase/portfolio/PortfolioDetail'
import { PortfolioList } from '../../features/showcase/portfolio/PortfolioList'

export default function Page() {
  const { routeParams } = usePageContext()
  const kind = routeParams.type as PortfolioKind | undefined
  // +data answered 404 for an unknown type or slug.
  const entry = kind && routeParams.title !== undefined ? portfolioBySlug(kind, routeParams.title) : undefined
  return entry ? <PortfolioDetail entry={entry} /> : <PortfolioList kind={kind} />
}
