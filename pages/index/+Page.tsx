import { usePageContext } from 'vike-react/usePageContext'
import { LandingSwitch } from './LandingSwitch'

export default function Page() {
  const { urlPathname } = usePageContext()
  return <LandingSwitch routeName={urlPathname === '/' ? 'Home' : urlPathname} />
}
