/**
 * The default landing (also `demo`'s): hero, the open classes from the API, a call to action.
 * The class list is pre-rendered from the build-time snapshot and revalidated live; a failure shows
 * why with a retry button, and keeps any list already shown.
 */
import { useClasses, type ClassItem } from '../../../api/classes'
import { LoadError } from '../../../components/LoadError'
import { useLandingCounters } from '../../../api/app'
import { EmptyState } from '../../../components/EmptyState'
import { formatNumber } from '../../../components/format'
import { Image } from '../../../components/Image'
import { Rupiah } from '../../../components/Rupiah'
import { CardGridSkeleton } from '../../../components/Skeleton'
import css from './styles.scss?inline'
import { LandingRoot } from '../sections/LandingRoot'
import type { LandingProps } from '../types'
import { HOME_CLASSES } from './queries'
import { Link } from '../../../components/Link'

const LEVELS: Record<string, string> = { beginner: 'Pemula', intermediate: 'Menengah', advanced: 'Mahir' }
const TYPES: Record<string, string> = { online: 'Daring', offline: 'Luring', hybrid: 'Hibrida' }

function ClassCard({ item }: { item: ClassItem }) {
  return (
    <li className="card class-card">
      <Image className="class-card__image" src={item.logo} alt="" width={400} height={225} />
      <div className="class-card__body">
        <p className="class-card__meta">
          {[item.level && (LEVELS[item.level] ?? item.level), item.type && (TYPES[item.type] ?? item.type)]
            .filter(Boolean)
            .join(' · ')}
        </p>
        <h3>{item.name}</h3>
        {item.description && <p className="class-card__text">{item.description}</p>}
        <p className="class-card__price">
          <Rupiah amount={item.price} />
        </p>
      </div>
    </li>
  )
}

function ClassList() {
  const { data, error, isLoading, isValidating, mutate } = useClasses(HOME_CLASSES)
  if (!data && isLoading) return <CardGridSkeleton count={HOME_CLASSES.perPage ?? 6} label="Memuat kelas…" />
  return (
    <>
      {error && (
        <LoadError
          what="Kelas"
          message={error.message}
          onRetry={() => void mutate()}
          retrying={isValidating}
        />
      )}
      {data && data.data.length === 0 && (
        <EmptyState title="Belum ada kelas yang dibuka. Nantikan kelas berikutnya!" />
      )}
      {data && data.data.length > 0 && (
        <ul className="card-grid">
          {data.data.map((item) => (
            <ClassCard key={item.id} item={item} />
          ))}
        </ul>
      )}
    </>
  )
}

/** The learner count comes from the landing counters (SPEC §3 `data_count`); no figure without them. */
function JoinLine() {
  const { data } = useLandingCounters()
  const students = data?.data.data_count.students
  return (
    <p>
      {students
        ? `Bergabunglah dengan ${formatNumber(students)} pelajar lain dan bangun keterampilan digital untuk masa depan Anda.`
        : 'Bergabunglah dan bangun keterampilan digital untuk masa depan Anda.'}
    </p>
  )
}

export default function DefaultLanding({ siteName, tagline }: LandingProps) {
  return (
    <LandingRoot family="default" css={css}>
      <section className="hero">
        <div className="container hero__inner">
          <h1 className="hero__title">{siteName}</h1>
          <p className="hero__lead">{tagline}</p>
          <div className="hero__actions">
            <Link className="button" href="#kelas">
              Lihat kelas
            </Link>
            <Link className="button button--ghost" href="/About">
              Tentang kami
            </Link>
          </div>
        </div>
      </section>
      <section className="section" id="kelas" aria-labelledby="kelas-title">
        <div className="container">
          <h2 id="kelas-title">Kelas yang sedang dibuka</h2>
          <p className="section__lead">
            Belajar langsung dari mentor industri, dengan proyek nyata dan sertifikat.
          </p>
          <ClassList />
        </div>
      </section>
      <section className="section cta">
        <div className="container cta__inner">
          <h2>Siap mulai belajar?</h2>
          <JoinLine />
          <Link className="button button--light" href="#kelas">
            Pilih kelas sekarang
          </Link>
        </div>
      </section>
    </LandingRoot>
  )
}
