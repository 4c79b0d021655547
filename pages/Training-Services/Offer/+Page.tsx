/**
 * `/Training-Services`: the main site's corporate training offer: how a training runs, then the
 * training programmes from the catalogue (with partner and dates), each leading to its syllabus.
 * Booking goes through the contact page (the appointment form is another issue's page).
 */
import { usePrograms } from '../../../api/programs'
import { DateText } from '../../../components/DateText'
import { EmptyState } from '../../../components/EmptyState'
import { Image } from '../../../components/Image'
import { Link } from '../../../components/Link'
import { LoadError } from '../../../components/LoadError'
import { CardGridSkeleton } from '../../../components/Skeleton'
import { TRAINING_PROGRAMS } from '../params'
import '../../_classes/styles.scss'

const STEPS = [
  ['Analisis kebutuhan', 'Kami memetakan keterampilan yang dibutuhkan tim Anda bersama Anda.'],
  ['Silabus', 'Modul dan jam pelajaran disusun dari silabus program yang sudah teruji.'],
  ['Pelatihan', 'Mentor praktisi mengajar daring, luring, atau hibrida sesuai jadwal tim.'],
  ['Laporan', 'Kemajuan dan hasil proyek peserta dilaporkan di akhir pelatihan.'],
] as const

export default function Page() {
  const { data, error, isLoading, isValidating, mutate } = usePrograms(TRAINING_PROGRAMS)
  return (
    <div className="container classes-page">
      <h1>Training Services</h1>
      <p className="lead">
        Pelatihan teknologi untuk perusahaan dan instansi, dibimbing mentor praktisi dengan silabus yang
        jelas.
      </p>
      <section aria-labelledby="cara" className="classes-section">
        <h2 id="cara">Cara kerja</h2>
        <ol className="training-steps">
          {STEPS.map(([title, text]) => (
            <li key={title}>
              <h3>{title}</h3>
              <p>{text}</p>
            </li>
          ))}
        </ol>
        <p>
          <Link className="button" href="/Training-Services/Syllabus">
            Lihat silabus pelatihan
          </Link>
        </p>
      </section>
      <section aria-labelledby="program-pelatihan" className="classes-section">
        <h2 id="program-pelatihan">Program pelatihan</h2>
        {error && (
          <LoadError
            what="Program"
            message={error.message}
            onRetry={() => void mutate()}
            retrying={isValidating}
          />
        )}
        {!data && isLoading && <CardGridSkeleton count={3} label="Memuat program…" />}
        {data && data.data.length === 0 && <EmptyState title="Belum ada program pelatihan yang dibuka." />}
        {data && data.data.length > 0 && (
          <ul className="card-grid">
            {data.data.map((p) => (
              <li key={p.id} className="card class-card classes-card">
                <Image
                  className="class-card__image"
                  src={p.cover || p.logo}
                  alt=""
                  width={400}
                  height={225}
                />
                <div className="class-card__body">
                  <p className="class-card__meta">
                    {[p.category?.name, p.partner].filter(Boolean).join(' · ')}
                  </p>
                  <h3 className="classes-card__title">
                    <Link href={`/Training-Services/Syllabus?program=${p.id}`} className="classes-card__link">
                      {p.name}
                    </Link>
                  </h3>
                  {p.summary && <p className="class-card__text">{p.summary}</p>}
                  {p.startDate && (
                    <p className="classes-card__facts">
                      Mulai <DateText value={p.startDate} />
                    </p>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="kontak" className="classes-section">
        <h2 id="kontak">Rencanakan pelatihan tim Anda</h2>
        <p>Ceritakan kebutuhan tim Anda; kami susun usulan pelatihan dan jadwalnya.</p>
        <Link className="button" href="/About">
          Hubungi kami
        </Link>
      </section>
    </div>
  )
}
