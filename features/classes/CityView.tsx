/**
 * A city page: the programs held in the city (`v1/program/list?heldCityIds=`), 6 a page, and the
 * classes of those programs (`v1/class/list?programIds=`).
 */
import type { ClassListParams } from '../../api/classes'
import { useClasses } from '../../api/classes'
import { PAGE_SIZE } from '../../api/constants'
import { usePrograms, type ProgramListParams } from '../../api/programs'
import { EmptyState } from '../../components/EmptyState'
import { ListResults } from '../../components/ListResults'
import { LoadError } from '../../components/LoadError'
import { CardGridSkeleton } from '../../components/Skeleton'
import { pageFrom, useUrlState, type UrlQuery } from '../../components/urlState'
import type { CityPage } from './cities'
import { ClassCard } from './ClassCard'
import { ProgramTile } from './ProgramTile'
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
  const programs = usePrograms(cityProgramParams(city, url.query))
  return (
    <div className="container classes-page">
      <h1>{city.name}</h1>
      <p className="lead">{city.lead}</p>
      <section aria-labelledby="city-programs" className="classes-section">
        <h2 id="city-programs">Program di {city.name}</h2>
        <ListResults
          state={programs}
          url={url}
          what="Program"
          noun="program"
          emptyTitle={`Belum ada program yang diselenggarakan di ${city.name}.`}
          pageLabel="Halaman program"
        >
          {(items) => (
            <ul className="card-grid">
              {items.map((p) => (
                <ProgramTile
                  key={p.id}
                  program={p}
                  href={`/Curriculum/${encodeURIComponent(p.slug)}`}
                  headingLevel={3}
                />
              ))}
            </ul>
          )}
        </ListResults>
      </section>
      {programs.data && <CityClasses programIds={programs.data.data.map((p) => p.id)} />}
    </div>
  )
}
