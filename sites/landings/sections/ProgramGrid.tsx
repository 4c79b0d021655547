/**
 * Programs and bootcamps from the API (`programs`), the same states as the class grid. A card links
 * to its program once the program page is built. No program open: no section at all (see `listShown`).
 */
import { usePrograms, type Program, type ProgramListParams } from '../../../api/programs'
import { DateText } from '../../../components/DateText'
import { Image } from '../../../components/Image'
import { Link } from '../../../components/Link'
import { LoadError } from '../../../components/LoadError'
import { CardGridSkeleton } from '../../../components/Skeleton'
import { detailHref } from './links'
import { listShown, Section, type SectionFrame } from './Section'

function ProgramCard({ item }: { item: Program }) {
  const href = detailHref(`/Program/${item.slug}`)
  return (
    <li className="card item-card program-card">
      <Image className="item-card__image" src={item.cover ?? item.logo} alt="" width={400} height={225} />
      <div className="item-card__body">
        {item.category && <p className="item-card__meta">{item.category.name}</p>}
        <h3>
          {href ? (
            <Link className="item-card__link" href={href}>
              {item.name}
            </Link>
          ) : (
            item.name
          )}
        </h3>
        {(item.summary ?? item.description) && (
          <p className="item-card__text">{item.summary ?? item.description}</p>
        )}
        {item.registrationEnd && (
          <p className="program-card__deadline">
            Pendaftaran sampai <DateText value={item.registrationEnd} />
          </p>
        )}
      </div>
    </li>
  )
}

/** Whether the program section shows (for actions that link to it). */
export const useProgramsShown = (params: ProgramListParams): boolean => listShown(usePrograms(params))

export function ProgramGrid({ params, ...frame }: SectionFrame & { params: ProgramListParams }) {
  const state = usePrograms(params)
  const { data, error, isLoading, isValidating, mutate } = state
  if (!listShown(state)) return null
  return (
    <Section {...frame} items={data?.data}>
      {!data && isLoading && <CardGridSkeleton count={params.perPage ?? 6} label="Memuat program…" />}
      {error && (
        <LoadError
          what="Program"
          message={error.message}
          onRetry={() => void mutate()}
          retrying={isValidating}
        />
      )}
      {data && data.data.length > 0 && (
        <ul className="card-grid">
          {data.data.map((item) => (
            <ProgramCard key={item.id} item={item} />
          ))}
        </ul>
      )}
    </Section>
  )
}
