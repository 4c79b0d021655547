/**
 * The default landing (also `demo`'s): hero, the open classes from the API, a call to action.
 * The class list is pre-rendered from the build-time snapshot and revalidated live; a failure shows
 * why with a retry button, and keeps any list already shown.
 */
import { useClasses, type ClassItem } from '../../../api/classes'
import { LoadError } from '../../../components/LoadError'
import { Spinner } from '../../../components/Spinner'
import type { LandingProps } from '../types'
import { HOME_CLASSES } from './queries'

const rupiah = new Intl.NumberFormat('id-ID', {
  style: 'currency',
  currency: 'IDR',
  maximumFractionDigits: 0,
})
const LEVELS: Record<string, string> = { beginner: 'Pemula', intermediate: 'Menengah', advanced: 'Mahir' }
const TYPES: Record<string, string> = { online: 'Daring', offline: 'Luring', hybrid: 'Hibrida' }

function ClassCard({ item }: { item: ClassItem }) {
  return (
    <li className="card class-card">
      {item.logo && (
        <img className="class-card__image" src={item.logo} alt="" width={400} height={225} loading="lazy" />
      )}
      <div className="class-card__body">
        <p className="class-card__meta">
          {[item.level && (LEVELS[item.level] ?? item.level), item.type && (TYPES[item.type] ?? item.type)]
            .filter(Boolean)
            .join(' · ')}
        </p>
        <h3>{item.name}</h3>
        {item.description && <p className="class-card__text">{item.description}</p>}
        <p className="class-card__price">{item.price ? rupiah.format(item.price) : 'Gratis'}</p>
      </div>
    </li>
  )
}

function ClassList() {
  const { data, error, isLoading, isValidating, mutate } = useClasses(HOME_CLASSES)
  if (!data && isLoading) return <Spinner label="Memuat kelas…" />
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
      {data && data.data.length === 0 && <p>Belum ada kelas yang dibuka. Nantikan kelas berikutnya!</p>}
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

export default function DefaultLanding({ siteName, tagline }: LandingProps) {
  return (
    <>
      <section className="hero">
        <div className="container hero__inner">
          <h1 className="hero__title">{siteName}</h1>
          <p className="hero__lead">{tagline}</p>
          <div className="hero__actions">
            <a className="button" href="#kelas">
              Lihat kelas
            </a>
            <a className="button button--ghost" href="/About">
              Tentang kami
            </a>
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
          <p>
            Bergabunglah dengan ribuan pelajar lain dan bangun keterampilan digital untuk masa depan Anda.
          </p>
          <a className="button button--light" href="#kelas">
            Pilih kelas sekarang
          </a>
        </div>
      </section>
    </>
  )
}
