/**
 * /Welcome: the visitor's account page (profile, balance and payouts for the signed-in, a way to
 * sign in for guests). The community sections moved to their own pages, which the site's menu
 * offers (`/Testimoni`, `/Donasi`, `/Tes-DISC`: docs/decisions/0011-community-pages.md).
 */
import { AccountSection } from '../../features/welcome/Account'

export default function Page() {
  return <AccountSection />
}
