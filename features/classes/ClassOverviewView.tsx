/**
 * A class overview (`v1/class/overview`): logo, name, level/type/state, description, schedule,
 * price and the enrol call to action, then the weekly syllabus (`v1/class/syllabus` by
 * classroomId), open batches of its program (`batch/active`) and the mentors who teach in that
 * program (`active/mentors`), with schema.org `Course` and breadcrumbs.
 *
 * Enrolling needs an account; the call to action is ./EnrolAction.tsx (join a free class in one tap,
 * pay for a paid one, "Anda terdaftar" once joined, "Kabari saya" when full or finished). SPEC does
 * not show the enrol flow. Premium courses' locked chapters link to their class page, so they reach
 * the same payment.
 */
import { useActiveBatches, useActiveMentors, type Batch, type Mentor } from '../../api/batches'
import { useClassOverview, useClassSyllabus, type ClassOverview } from '../../api/classes'
import { Breadcrumbs, type Crumb } from '../../components/Breadcrumbs'
import { DateText } from '../../components/DateText'
import { EmptyState } from '../../components/EmptyState'
import { formatNumber } from '../../components/format'
import { Image } from '../../components/Image'
import { JsonLd } from '../../components/JsonLd'
import { Link } from '../../components/Link'
import { LoadError } from '../../components/LoadError'
import { Rupiah } from '../../components/Rupiah'
import { TextSkeleton } from '../../components/Skeleton'
import { useSite } from '../../shell/site'
import { useLiveSettings } from '../../shell/useLiveSettings'
import { siteOrigin } from '../../sites/apiContext'
import { classJsonLd } from './classJsonLd'
import { EnrolAction } from './EnrolAction'
import { CLASS_LEVEL_LABELS, CLASS_STATE_LABELS, CLASS_TYPE_LABELS, labelOf } from './labels'
import { catalogueOfPrograms } from './catalogue/params'
import { OVERVIEW_BATCHES } from './overviewParams'
import { ProgramSiblings } from './ProgramSiblings'
import './styles.scss'
import { SampleNote } from '../../components/SampleNote'

function Syllabus({ classroomId }: { classroomId: number | null | undefined }) {
  const { data, error, isLoading, isValidating, mutate } = useClassSyllabus(
    classroomId ? { classroomId } : null,
  )
  return (
    <section aria-labelledby="silabus" className="classes-section">
      <h2 id="silabus">Silabus</h2>
      {!classroomId && <EmptyState title="Silabus kelas ini belum tersedia." />}
      {error && (
        <LoadError
          what="Silabus"
          message={error.message}
          onRetry={() => void mutate()}
          retrying={isValidating}
        />
      )}
      {!data && isLoading && <TextSkeleton lines={8} label="Memuat silabus…" />}
      {data && data.data.weeks.length === 0 && <EmptyState title="Silabus kelas ini belum tersedia." />}
      {data && data.data.weeks.length > 0 && (
        <ol className="syllabus">
          {data.data.weeks.map((w) => (
            <li key={w.week} className="syllabus__week">
              <h3 className="syllabus__title">{w.title}</h3>
              {w.topics && w.topics.length > 0 && (
                <ul className="syllabus__topics">
                  {w.topics.map((t) => (
                    <li key={t}>{t}</li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}

function BatchList({ programId }: { programId: number | null | undefined }) {
  const { data, error, isValidating, mutate } = useActiveBatches(programId ? OVERVIEW_BATCHES : null)
  const batches: Batch[] = data ? data.data.filter((b) => b.programId === programId) : []
  if (!programId) return null
  if (error)
    return (
      <LoadError
        what="Angkatan"
        message={error.message}
        onRetry={() => void mutate()}
        retrying={isValidating}
      />
    )
  if (batches.length === 0) return null
  return (
    <section aria-labelledby="angkatan" className="classes-section">
      <h2 id="angkatan">Angkatan yang dibuka</h2>
      <ul className="batch-list">
        {batches.map((b) => (
          <li key={b.id} className="batch-list__item">
            <strong>{b.name}</strong>
            <span>
              <DateText value={b.startDate} style="short" />
              {b.endDate && (
                <>
                  {' – '}
                  <DateText value={b.endDate} style="short" />
                </>
              )}
            </span>
            {b.quota ? (
              <span>
                Sisa kursi {formatNumber(Math.max(0, b.quota - (b.registered ?? 0)))} dari{' '}
                {formatNumber(b.quota)}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  )
}

function MentorList({ programId }: { programId: number | null | undefined }) {
  const { data, error, isValidating, mutate } = useActiveMentors(Boolean(programId))
  const mentors: Mentor[] = data
    ? data.data.filter((m) => programId && m.programIds?.includes(programId))
    : []
  if (error)
    return (
      <LoadError
        what="Mentor"
        message={error.message}
        onRetry={() => void mutate()}
        retrying={isValidating}
      />
    )
  if (mentors.length === 0) return null
  return (
    <section aria-labelledby="mentor" className="classes-section">
      <h2 id="mentor">Mentor</h2>
      <SampleNote of={mentors} />
      <ul className="mentor-strip">
        {mentors.slice(0, 6).map((m) => (
          <li key={m.id} className="mentor-strip__item">
            <Image
              className="mentor-strip__photo"
              src={m.avatar}
              alt=""
              width={64}
              height={64}
              sizes="64px"
            />
            <span>
              <strong>{m.name}</strong>
              {(m.title || m.company) && <small>{[m.title, m.company].filter(Boolean).join(', ')}</small>}
              {m.programIds && m.programIds.length > 0 && (
                <Link href={catalogueOfPrograms(m.programIds)} className="mentor-strip__link">
                  Kelas yang diajar<span className="visually-hidden"> {m.name}</span>
                </Link>
              )}
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}

function Summary({ item, path }: { item: ClassOverview; path: string }) {
  const facts: [string, React.ReactNode][] = [
    ['Tingkat', labelOf(CLASS_LEVEL_LABELS, item.level)],
    ['Jenis', labelOf(CLASS_TYPE_LABELS, item.type)],
    ['Status', labelOf(CLASS_STATE_LABELS, item.state)],
    ['Mulai', item.startDate ? <DateText value={item.startDate} /> : ''],
    ['Durasi', item.weeks ? `${item.weeks} minggu` : ''],
    ['Program', item.program?.name ?? ''],
    ['Kode kelas', item.code ?? ''],
    [
      'Kursi',
      item.quota
        ? `Sisa ${formatNumber(Math.max(0, item.quota - (item.registered ?? 0)))} dari ${formatNumber(item.quota)}`
        : '',
    ],
  ]
  return (
    <aside className="class-summary" aria-label="Ringkasan kelas">
      <p className="class-summary__price">
        <Rupiah amount={item.price} />
      </p>
      <dl className="class-summary__facts">
        {facts
          .filter(([, v]) => v)
          .map(([k, v]) => (
            <div key={k}>
              <dt>{k}</dt>
              <dd>{v}</dd>
            </div>
          ))}
      </dl>
      <EnrolAction item={item} path={path} />
    </aside>
  )
}

export function ClassOverviewView({
  slug,
  crumbs,
  path,
}: {
  slug: string
  /** The trail above the class (e.g. `[{ label: 'Kelas', href: '/Class' }]`). */
  crumbs: Crumb[]
  path: string
}) {
  const { tenant } = useSite()
  const { siteName } = useLiveSettings()
  const { data, error, isValidating, mutate } = useClassOverview({ slug })
  if (!data) {
    return (
      <div className="container classes-page">
        {error ? (
          <LoadError
            what="Kelas"
            message={error.message}
            onRetry={() => void mutate()}
            retrying={isValidating}
          />
        ) : (
          <TextSkeleton lines={10} label="Memuat kelas…" />
        )}
      </div>
    )
  }
  const item = data.data
  const origin = siteOrigin(tenant)
  return (
    <article className="container classes-page class-overview">
      <Breadcrumbs crumbs={[...crumbs, { label: item.name }]} origin={origin} />
      <JsonLd data={classJsonLd(item, origin, siteName)} of={item} />
      <SampleNote of={item} />
      <header className="class-overview__head">
        <Image
          className="class-overview__logo"
          src={item.logo}
          alt={`Logo ${item.name}`}
          width={160}
          height={160}
          sizes="160px"
          priority
        />
        <div>
          {item.program && <p className="class-card__meta">{item.program.name}</p>}
          <h1>{item.name}</h1>
          {item.description && <p className="lead">{item.description}</p>}
        </div>
      </header>
      <div className="class-overview__layout">
        <div className="class-overview__main">
          <Syllabus classroomId={item.classroomId} />
          <BatchList programId={item.programId} />
          <MentorList programId={item.programId} />
          <ProgramSiblings classId={item.id} programId={item.programId} programName={item.program?.name} />
        </div>
        <Summary item={item} path={path} />
      </div>
    </article>
  )
}
