/**
 * /Welcome: the visitor's start page. First the account (profile, balance and payouts
 * for the signed-in, a way to sign in for guests), then the community sections every visitor can
 * use (the ways in, the DISC test, testimonies, donations).
 */
import { AccountSection } from '../../features/welcome/Account'
import { CommunitySections } from '../../features/welcome/Community'

export default function Page() {
  return (
    <>
      <AccountSection />
      <CommunitySections />
    </>
  )
}
