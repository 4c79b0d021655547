/**
 * `/Pricing`: three plans read from the catalogue (features/classes/pricing/plans.ts): free learning, paid
 * classes (lowest to highest price of the classes still open), premium courses; and corporate
 * training, priced on request. Prices in Rupiah, `Rp 10.000.000`.
 */
import type { ReactNode } from 'react'
import { useData } from 'vike-react/useData'
import { useClasses } from '../../api/classes'
import { useCourses } from '../../api/courses'
import { formatNumber, formatRupiah } from '../../components/format'
import { Link } from '../../components/Link'
import { LoadError } from '../../components/LoadError'
import { TextSkeleton } from '../../components/Skeleton'
import { DemoRequestForm } from '../../features/account/DemoRequestForm'
import {
  classPlans,
  premiumPlan,
  type ClassPlan,
  type PriceRange,
} from '../../features/classes/pricing/plans'
import { FREE_COURSES, PREMIUM_COURSES, PRICED_CLASSES } from '../../features/classes/pricing/params'
import '../../features/classes/styles.scss'
import type { PricingData } from './+data'

const rangeText = (r: PriceRange) =>
  r.min === r.max ? formatRupiah(r.min) : `${formatRupiah(r.min)} – ${formatRupiah(r.max)}`

function Plan({
  name,
  price,
  note,
  items,
  cta,
}: {
  name: string
  price: string
  note: string
  items: ReactNode[]
  cta: { href: string; label: string }
}) {
  return (
    <li className="card pricing-plan">
      <h2 className="pricing-plan__name">{name}</h2>
      <p className="pricing-plan__price">{price}</p>
      <p className="pricing-plan__note">{note}</p>
      <ul className="pricing-plan__items">
        {items.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </ul>
      <Link className="button pricing-plan__cta" href={cta.href}>
        {cta.label}
      </Link>
    </li>
  )
}

export default function Page() {
  const { classPlan } = useData<PricingData>()
  // The build's summary (./+data.ts); the whole class list is read live only when the build had none.
  const classes = useClasses(classPlan ? null : PRICED_CLASSES)
  const plan = classPlan ?? (classes.data ? classPlans(classes.data.data) : null)
  const free = useCourses(FREE_COURSES)
  const premium = useCourses(PREMIUM_COURSES)
  const failed = classes.error ?? free.error ?? premium.error
  return (
    <div className="container classes-page">
      <h1>Harga</h1>
      <p className="lead">
        Mulai gratis, lalu pilih kelas berbimbing atau kursus premium sesuai kebutuhan. Semua harga dalam
        Rupiah.
      </p>
      {failed && (
        <LoadError
          what="Harga"
          message={failed.message}
          onRetry={() => {
            void classes.mutate()
            void free.mutate()
            void premium.mutate()
          }}
          retrying={classes.isValidating || free.isValidating || premium.isValidating}
        />
      )}
      {plan && free.data && premium.data ? (
        <Plans plan={plan} freeCourses={free.data.pagination.totalItems} premium={premium.data.data} />
      ) : (
        !failed && <TextSkeleton lines={12} label="Memuat harga…" />
      )}
      <DemoRequestForm title="Untuk sekolah atau perusahaan: minta demo" />
    </div>
  )
}

function Plans({
  plan,
  freeCourses,
  premium,
}: {
  plan: ClassPlan
  freeCourses: number
  premium: Parameters<typeof premiumPlan>[0]
}) {
  const { free, paid } = plan
  const premiumRange = premiumPlan(premium)
  return (
    <ul className="pricing-plans">
      <Plan
        name="Gratis"
        price={formatRupiah(0, 'Rp 0')}
        note="Untuk mulai belajar tanpa biaya."
        items={[
          `${formatNumber(freeCourses)} kursus mandiri gratis`,
          `${formatNumber(free)} kelas gratis yang masih dibuka`,
          'Webinar gratis bersama praktisi',
        ]}
        cta={{ href: '/Courses', label: 'Mulai belajar gratis' }}
      />
      {paid && (
        <Plan
          name="Kelas berbimbing"
          price={rangeText(paid)}
          note="Per kelas, sekali bayar."
          items={[
            `${formatNumber(paid.count)} kelas berbayar yang masih dibuka`,
            'Dibimbing mentor praktisi, silabus mingguan',
            'Proyek nyata',
          ]}
          cta={{ href: '/Class', label: 'Pilih kelas' }}
        />
      )}
      {premiumRange && (
        <Plan
          name="Kursus premium"
          price={rangeText(premiumRange)}
          note="Per kursus, terbuka lewat kelas premiumnya."
          items={[
            `${formatNumber(premiumRange.count)} kursus premium`,
            'Semua modul dan bab, dengan pratinjau gratis',
            'Kemajuan belajar tersimpan',
          ]}
          cta={{ href: '/Courses/@Premium', label: 'Lihat kursus premium' }}
        />
      )}
      <Plan
        name="Korporat dan instansi"
        price="Sesuai kebutuhan"
        note="Pelatihan untuk tim Anda."
        items={['Silabus disesuaikan', 'Jadwal dan lokasi fleksibel', 'Laporan kemajuan peserta']}
        cta={{ href: '/About', label: 'Hubungi kami' }}
      />
    </ul>
  )
}
