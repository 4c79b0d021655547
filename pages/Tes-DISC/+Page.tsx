/**
 * `/Tes-DISC` (ours: SPEC §2 names no route, docs/decisions/0011-community-pages.md): the DISC
 * personality test (content/ holds its 24 groups, in the raw HTML) and its result, saved to the
 * hosted database's `user_disc`.
 */
import { ROUTES } from '../../sites/routes'
import { CommunityPage } from '../../features/community/CommunityPage'
import { DiscTest } from '../../features/showcase/DiscTest'

export default function Page() {
  return (
    <CommunityPage
      path={ROUTES.discTest.pattern}
      title="Tes DISC"
      lead="Tes kepribadian singkat (24 kelompok pernyataan, sekitar 10 menit) untuk mengenali gaya kerja Anda: Dominance, Influence, Steadiness atau Compliance. Hasilnya membantu memilih peran dan cara belajar yang cocok."
    >
      <section aria-labelledby="jawab-title" id="tes-kepribadian">
        <h2 id="jawab-title">Jawab tes</h2>
        <DiscTest />
      </section>
    </CommunityPage>
  )
}
