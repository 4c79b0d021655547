/** A program's curriculum: what the program is, then its syllabus module by module. */
import { useData } from 'vike-react/useData'
import { usePrograms } from '../../../api/programs'
import { Breadcrumbs } from '../../../components/Breadcrumbs'
import { Link } from '../../../components/Link'
import { useSite } from '../../../shell/site'
import { siteOrigin } from '../../../sites/apiContext'
import { ALL_PROGRAMS } from '../../../features/classes/programOptions'
import { SilabusView } from '../../../features/classes/SilabusView'
import '../../../features/classes/styles.scss'

export default function Page() {
  const { programId } = useData<{ programId: number }>()
  const { tenant } = useSite()
  const { data } = usePrograms(ALL_PROGRAMS)
  const program = data?.data.find((p) => p.id === programId)
  const name = program?.name ?? 'Program'
  return (
    <article className="container classes-page">
      <Breadcrumbs
        crumbs={[{ label: 'Kurikulum', href: '/Curriculum' }, { label: name }]}
        origin={siteOrigin(tenant)}
      />
      <h1>Kurikulum {name}</h1>
      {program?.summary && <p className="lead">{program.summary}</p>}
      <p>
        <Link href={`/Silabus?program=${programId}`}>Bandingkan dengan silabus program lain</Link>
      </p>
      <section aria-labelledby="silabus" className="classes-section">
        <h2 id="silabus">Silabus</h2>
        <SilabusView programId={programId} />
      </section>
    </article>
  )
}
