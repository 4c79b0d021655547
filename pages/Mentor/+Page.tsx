/**
 * `/Mentor`: every active mentor (`active/mentors`, not paginated): photo, name, role and company,
 * expertise, the classes the mentor teaches (the catalogue filtered to the mentor's programs), LinkedIn. An expertise filter (`?keahlian=`) narrows the list in the browser, since
 * the call takes no filters (SPEC §7).
 */
import { useActiveMentors, type Mentor } from '../../api/batches'
import { EmptyState } from '../../components/EmptyState'
import { FilterSelect } from '../../components/FilterSelect'
import { formatNumber } from '../../components/format'
import { Image } from '../../components/Image'
import { Link } from '../../components/Link'
import { LoadError } from '../../components/LoadError'
import { CardGridSkeleton } from '../../components/Skeleton'
import { useUrlState } from '../../components/urlState'
import { catalogueOfPrograms } from '../../features/classes/catalogue/params'
import '../../features/classes/styles.scss'
import { SampleNote } from '../../components/SampleNote'

function MentorCard({ mentor }: { mentor: Mentor }) {
  return (
    <li className="card mentor-card">
      <Image
        className="mentor-card__photo"
        src={mentor.avatar}
        alt={`Foto ${mentor.name}`}
        width={96}
        height={96}
        sizes="96px"
      />
      <h2 className="mentor-card__name">{mentor.name}</h2>
      {(mentor.title || mentor.company) && (
        <p className="mentor-card__role">{[mentor.title, mentor.company].filter(Boolean).join(' · ')}</p>
      )}
      {mentor.expertise && mentor.expertise.length > 0 && (
        // A list takes no aria-label reliably: the hidden word before it says what the tags are.
        <>
          <p className="visually-hidden">Keahlian:</p>
          <ul className="mentor-card__tags">
            {mentor.expertise.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        </>
      )}
      {mentor.programIds && mentor.programIds.length > 0 && (
        <Link href={catalogueOfPrograms(mentor.programIds)} className="mentor-card__link">
          Lihat kelas yang diajar<span className="visually-hidden"> {mentor.name}</span>
        </Link>
      )}
      {mentor.linkedin && (
        <Link href={mentor.linkedin} className="mentor-card__link">
          LinkedIn<span className="visually-hidden"> {mentor.name}</span>
        </Link>
      )}
    </li>
  )
}

export default function Page() {
  const url = useUrlState()
  const { data, error, isLoading, isValidating, mutate } = useActiveMentors()
  const mentors = data?.data ?? []
  const expertise = [...new Set(mentors.flatMap((m) => m.expertise ?? []))].sort((a, b) =>
    a.localeCompare(b, 'id'),
  )
  const wanted = url.query.keahlian
  const shown = wanted ? mentors.filter((m) => m.expertise?.includes(wanted)) : mentors
  return (
    <div className="container classes-page">
      <h1>Mentor</h1>
      <p className="lead">Belajar langsung dari praktisi industri yang mendampingi kelas dan program kami.</p>
      {expertise.length > 0 && (
        <div className="list-toolbar">
          <FilterSelect
            url={url}
            param="keahlian"
            label="Keahlian"
            options={expertise.map((e) => ({ value: e, label: e }))}
          />
        </div>
      )}
      {error && (
        <LoadError
          what="Mentor"
          message={error.message}
          onRetry={() => void mutate()}
          retrying={isValidating}
        />
      )}
      {!data && isLoading && <CardGridSkeleton count={6} ratio="1 / 1" label="Memuat mentor…" />}
      {data && (
        <>
          <p className="list-count">{formatNumber(shown.length)} mentor</p>
          <SampleNote of={shown} />
          {shown.length === 0 ? (
            <EmptyState
              title={wanted ? `Belum ada mentor dengan keahlian ${wanted}.` : 'Belum ada mentor aktif.'}
            />
          ) : (
            <ul className="card-grid mentor-grid">
              {shown.map((m) => (
                <MentorCard key={m.id} mentor={m} />
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  )
}
