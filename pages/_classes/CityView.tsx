/**
 * A city page: the programs held in the city (`v1/program/list?heldCityIds=`), 6 a page, and the
 * classes of those programs (`v1/class/list?programIds=`).
 */
import type { ClassListParams } from '../../api/classes'
import { useClasses } from '../../api/classes'
import { PAGE_SIZE } from '../../api/constants'
import { usePrograms, type ProgramListParams } from '../../api/programs'
import { DateText } from '../../components/DateText'
import { EmptyState } from '../../components/EmptyState'
import { formatNumber } from '../../components/format'
import { Image } from '../../components/Image'
import { Link } from '../../components/Link'
import { LoadError } from '../../components/LoadError'
import { Pagination } from '../../components/Pagination'
import { CardGridSkeleton } from '../../components/Skeleton'
import { pageFrom, useUrlState, type UrlQuery } from '../../components/urlState'
import type { CityPage } from './cities'
import { ClassCard } from './ClassCard'
import './styles.scss'

export const cityProgramParams = (city: CityPage, query: UrlQuery): ProgramListParams => ({
  page: pageFrom(query),
  perPage: PAGE_SIZE.program,
  heldCityIds: city.cityIds,
})

/** The classes of the city's programs: the first six open ones. */
export const cityClassParams = (programIds: readonly number[]): ClassListParams => ({
  page: 1,
  perPage: PAGE_SIZE.class,
  programIds,
  state: 'open',
  sort: 'newest',
})

function CityClasses({ programIds }: { programIds: number[] }) {
  const { data, error, isLoading, isValidating, mutate } = useClasses(
    programIds.length ? cityClassParams(programIds) : null,
  )
  return (
    <section aria-labelledby="city-classes" className="classes-section">
      <h2 id="city-classes">Kelas yang dibuka</h2>
      {programIds.length === 0 && <EmptyState title="Belum ada kelas di kota ini." />}
      {error && (
        <LoadError
          what="Kelas"
          message={error.message}
          onRetry={() => void mutate()}
          retrying={isValidating}
        />
      )}
      {!data && isLoading && <CardGridSkeleton count={3} label="Memuat kelas…" />}
      {data && data.data.length === 0 && <EmptyState title="Belum ada kelas yang dibuka di kota ini." />}
      {data && data.data.length > 0 && (
        <ul className="card-grid">
          {data.data.map((k) => (
            <ClassCard key={k.id} item={k} headingLevel={3} />
          ))}
        </ul>
      )}
    </section>
  )
}

export function CityView({ city }: { city: CityPage }) {
  const url = useUrlState()
  const { data, error, isLoading, isValidating, mutate } = usePrograms(cityProgramParams(city, url.query))
  return (
    <div className="container classes-page">
      <h1>{city.name}</h1>
      <p className="lead">{city.lead}</p>
      <section aria-labelledby="city-programs" className="classes-section">
        <h2 id="city-programs">Program di {city.name}</h2>
        {error && (
          <LoadError
            what="Program"
            message={error.message}
            onRetry={() => void mutate()}
            retrying={isValidating}
          />
        )}
        {!data && isLoading && <CardGridSkeleton count={6} label="Memuat program…" />}
        {data && (
          <>
            <p className="list-count">{formatNumber(data.pagination.totalItems)} program</p>
            {data.data.length === 0 ? (
              <EmptyState title={`Belum ada program yang diselenggarakan di ${city.name}.`} />
            ) : (
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
                      {p.category && <p className="class-card__meta">{p.category.name}</p>}
                      <h3 className="classes-card__title">
                        <Link
                          href={`/Curriculum/${encodeURIComponent(p.slug)}`}
                          className="classes-card__link"
                        >
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
            <Pagination
              page={data.pagination.page}
              totalPages={data.pagination.totalPages}
              pathname={url.pathname}
              query={url.query}
              label="Halaman program"
            />
          </>
        )}
      </section>
      {data && <CityClasses programIds={data.data.map((p) => p.id)} />}
    </div>
  )
}
