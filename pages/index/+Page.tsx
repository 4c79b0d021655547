import { LandingSwitch } from './LandingSwitch'

export default function Page() {
  return <LandingSwitch route="home" />
}
