import { LandingSwitch } from '../../features/landing/LandingSwitch'

export default function Page() {
  return <LandingSwitch route="home" />
}
