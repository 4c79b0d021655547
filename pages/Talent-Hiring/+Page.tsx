import { useCareers } from '../../api/careers'
import { Link } from '../../components/Link'
import { LoadError } from '../../components/LoadError'
import { TextSkeleton } from '../../components/Skeleton'
import { HIRING_BENEFITS, HIRING_INTRO, HIRING_STEPS } from '../../content/talentHiring'
import { careerHref, careerListParams } from '../../features/careers/careerParams'
import { friendlyReason, useLogCareerError } from '../../features/careers/careerText'
import '../../features/events/styles.scss'
import { SampleNote } from '../../components/SampleNote'

const APPOINTMENT = `/Make-Appointment?perihal=${encodeURIComponent('Rekrutmen talenta')}`

/** `/Talent-Hiring`: for companies. How hiring works, the roles we train for, and the way to start. */
export default function Page() {
  const careers = useCareers(careerListParams({}))
  useLogCareerError(careers.error)
  return (
    <div className="container board-page hiring">
      <h1>Talent Hiring</h1>
      <p className="lead">{HIRING_INTRO}</p>
      <p>
        <Link className="button" href={APPOINTMENT}>
          Buat janji temu
        </Link>
      </p>

      <h2 className="board-page__section">Cara kerjanya</h2>
      <ol className="hiring__steps">
        {HIRING_STEPS.map((step) => (
          <li key={step.title} className="card job-item">
            <h3 className="job-item__title">{step.title}</h3>
            <p className="job-item__meta">{step.text}</p>
          </li>
        ))}
      </ol>

      <h2 className="board-page__section">Bidang talenta yang tersedia</h2>
      <SampleNote of={careers.data?.data} />
      {careers.data ? (
        <ul className="hiring__roles">
          {careers.data.data.map((c) => (
            <li key={c.id}>
              <Link href={careerHref(c)}>{c.name}</Link>
              {c.description && <span> · {c.description}</span>}
            </li>
          ))}
        </ul>
      ) : careers.error ? (
        <LoadError
          what="Bidang talenta"
          message={friendlyReason(careers.error.message)}
          onRetry={() => void careers.mutate()}
          retrying={careers.isValidating}
        />
      ) : (
        <TextSkeleton lines={6} label="Memuat bidang talenta…" />
      )}

      <h2 className="board-page__section">Yang Anda dapatkan</h2>
      <ul>
        {HIRING_BENEFITS.map((b) => (
          <li key={b}>{b}</li>
        ))}
      </ul>

      <section className="card job-item hiring__cta" aria-labelledby="hiring-cta">
        <h2 id="hiring-cta">Siap merekrut?</h2>
        <p>Pilih waktu bicara dengan tim kami; kami siapkan kandidat sesuai kebutuhan Anda.</p>
        <Link className="button" href={APPOINTMENT}>
          Buat janji temu
        </Link>
      </section>
    </div>
  )
}
