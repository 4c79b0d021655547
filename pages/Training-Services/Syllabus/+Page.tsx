/** `/Training-Services/Syllabus`: the training programmes' syllabus, one programme at a time (`?program=`). */
import { Breadcrumbs } from '../../../components/Breadcrumbs'
import { useSite } from '../../../shell/site'
import { siteOrigin } from '../../../sites/apiContext'
import { ProgramSyllabusBrowser } from '../../../features/classes/ProgramSyllabusBrowser'
import { TRAINING_PROGRAMS } from '../../../features/classes/training/params'
import '../../../features/classes/styles.scss'

export default function Page() {
  const { tenant } = useSite()
  return (
    <div className="container classes-page">
      <Breadcrumbs
        crumbs={[{ label: 'Training Services', href: '/Training-Services' }, { label: 'Silabus' }]}
        origin={siteOrigin(tenant)}
      />
      <h1>Silabus Training Services</h1>
      <p className="lead">Modul, topik, dan jam pelajaran setiap program pelatihan.</p>
      <ProgramSyllabusBrowser
        params={TRAINING_PROGRAMS}
        pickerLabel="Program pelatihan"
        emptyTitle="Belum ada program pelatihan."
      />
    </div>
  )
}
