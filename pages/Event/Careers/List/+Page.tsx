import { Breadcrumbs } from '../../../../components/Breadcrumbs'
import { Link } from '../../../../components/Link'
import { useSite } from '../../../../shell/site'
import { siteOrigin } from '../../../../sites/apiContext'
import { CareerList } from '../../../../features/careers/CareerList'
import '../../../../features/events/styles.scss'

/** `/Event/Careers`: the job board's front door, the career tracks; each leads to its openings. */
export default function Page() {
  const { tenant } = useSite()
  return (
    <div className="container board-page">
      <Breadcrumbs
        crumbs={[{ label: 'Acara', href: '/Event' }, { label: 'Lowongan' }]}
        origin={siteOrigin(tenant)}
      />
      <h1>Lowongan Kerja</h1>
      <p className="lead">
        Lowongan dari mitra industri untuk alumni dan talenta digital. Pilih bidang karier untuk melihat
        posisi yang dibuka. Perusahaan yang ingin merekrut dapat{' '}
        <Link href="/Make-Appointment">membuat janji temu</Link> dengan tim kami.
      </p>
      <CareerList />
    </div>
  )
}
