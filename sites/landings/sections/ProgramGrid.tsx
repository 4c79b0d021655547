/**
 * Programs and bootcamps from the API (`programs`), the same states as the class grid. A card links
 * to its program once the program page is built.
 */
import { usePrograms, type Program, type ProgramListParams } from '../../../api/programs'
import { DateText } from '../../../components/DateText'
import { EmptyState } from '../../../components/EmptyState'
import { Image } from '../../../components/Image'
import { Link } from '../../../components/Link'
import { LoadError } from '../../../components/LoadError'
import { CardGridSkeleton } from '../../../components/Skeleton'
import { detailHref } from './links'

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

export function ProgramGrid({ params }: { params: ProgramListParams }) {
  const { data, error, isLoading, isValidating, mutate } = usePrograms(params)
  if (!data && isLoading) return <CardGridSkeleton count={params.perPage ?? 6} label="Memuat program…" />
  return (
    <>
      {error && (
        <LoadError
          what="Program"
          message={error.message}
          onRetry={() => void mutate()}
          retrying={isValidating}
        />
      )}
      {data && data.data.length === 0 && (
        <EmptyState title="Belum ada program yang dibuka. Nantikan program berikutnya!" />
      )}
      {data && data.data.length > 0 && (
        <ul className="card-grid">
          {data.data.map((item) => (
            <ProgramCard key={item.id} item={item} />
          ))}
        </ul>
      )}
    </>
  )
}
