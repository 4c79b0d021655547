/**
 * `/Donasi` (ours: SPEC §2 names no route, docs/decisions/0011-community-pages.md): the donation
 * total and the recent donors (hosted database, baked in at build time) beside the pledge form.
 */
import { ROUTES } from '../../sites/routes'
import { CommunityPage } from '../../features/community/CommunityPage'
import { DonationForm, DonationSummary } from '../../features/showcase/Donations'

export default function Page() {
  return (
    <CommunityPage
      path={ROUTES.donations.pattern}
      title="Donasi"
      lead="Donasi Anda membantu pelajar yang membutuhkan mengikuti kelas dan program kami."
    >
      <div className="two-col">
        <section aria-labelledby="terkumpul-title" id="donasi">
          <h2 id="terkumpul-title">Donasi terkumpul</h2>
          <DonationSummary />
        </section>
        <section aria-labelledby="berdonasi-title" id="berdonasi">
          <h2 id="berdonasi-title">Berdonasi</h2>
          <DonationForm />
        </section>
      </div>
    </CommunityPage>
  )
}
