import { usePageContext } from 'vike-react/usePageContext'
import { LandingSwitch } from '../../features/landing/LandingSwitch'

export default function Page() {
  const { urlPathname } = usePageContext()
  return <LandingSwitch routeName={urlPathname === '/' ? 'Home' : urlPathname} />
}
