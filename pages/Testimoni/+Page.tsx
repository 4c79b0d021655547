/**
 * `/Testimoni` (ours: SPEC §2 names no route, docs/decisions/0011-community-pages.md): the newest
 * testimonies (hosted database, baked in at build time) and the form to add one.
 */
import { ROUTES } from '../../sites/routes'
import { useLiveSettings } from '../../shell/useLiveSettings'
import { CommunityPage } from '../../features/community/CommunityPage'
import { TestimonyForm, TestimonyList } from '../../features/showcase/Testimonies'

export default function Page() {
  const { siteName } = useLiveSettings()
  return (
    <CommunityPage
      path={ROUTES.testimonies.pattern}
      title="Testimoni"
      lead={`Cerita alumni dan peserta tentang belajar di ${siteName}.`}
    >
      <section aria-labelledby="testimoni-title" id="testimoni">
        <h2 id="testimoni-title">Testimoni terbaru</h2>
        <TestimonyList />
      </section>
      <section aria-labelledby="tulis-title" id="tulis-testimoni">
        <h2 id="tulis-title">Bagikan pengalaman Anda</h2>
        <TestimonyForm />
      </section>
    </CommunityPage>
  )
}
