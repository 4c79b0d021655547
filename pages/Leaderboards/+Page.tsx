/**
 * `/Leaderboards`: a program's ranking (rank, team, school, points), 10 rows a page (our choice,
 * api/programs.ts). The program picker (`?program=`) and the page (`?page=`) live in the URL; with no
 * program chosen the first program of the list is shown.
 */
import { useLeaderboard, usePrograms } from '../../api/programs'
import { EmptyState } from '../../components/EmptyState'
import { FilterSelect } from '../../components/FilterSelect'
import { formatNumber } from '../../components/format'
import { LoadError } from '../../components/LoadError'
import { ListResults } from '../../components/ListResults'
import { TextSkeleton } from '../../components/Skeleton'
import { useUrlState, type UrlState } from '../../components/urlState'
import { ALL_PROGRAMS } from '../../features/classes/programOptions'
import { leaderboardParams, pickedProgram } from '../../features/classes/leaderboards/params'
import '../../features/classes/styles.scss'

function Board({ programId, programName, url }: { programId: number; programName: string; url: UrlState }) {
  const state = useLeaderboard(leaderboardParams(programId, url.query))
  return (
    <section aria-labelledby="board-title">
      <h2 id="board-title">{programName}</h2>
      <ListResults
        state={state}
        url={url}
        what="Papan peringkat"
        noun="tim"
        emptyTitle="Belum ada peringkat untuk program ini."
        pageLabel="Halaman peringkat"
        skeleton={<TextSkeleton lines={10} label="Memuat peringkat…" />}
      >
        {(rows) => (
          // A named region a keyboard can focus, to scroll the table sideways on a phone.
          <section className="table-scroll" tabIndex={0} aria-label={`Peringkat ${programName}`}>
            <table className="leaderboard">
              <thead>
                <tr>
                  <th scope="col">Peringkat</th>
                  <th scope="col">Tim</th>
                  <th scope="col" className="leaderboard__school">
                    Sekolah
                  </th>
                  <th scope="col" className="leaderboard__num">
                    Poin
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr
                    key={`${row.rank}-${row.teamName}`}
                    className={row.rank <= 3 ? 'leaderboard__top' : undefined}
                  >
                    <td className="leaderboard__rank">{row.rank}</td>
                    <th scope="row">
                      <span className="leaderboard__team">{row.teamName}</span>
                      {row.schoolName && (
                        <small className="leaderboard__inline" aria-hidden="true">
                          {row.schoolName}
                        </small>
                      )}
                    </th>
                    <td className="leaderboard__school">
                      {row.schoolName}
                      {row.city && <small className="leaderboard__city">{row.city}</small>}
                    </td>
                    <td className="leaderboard__num">{formatNumber(row.score)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        )}
      </ListResults>
    </section>
  )
}

export default function Page() {
  const url = useUrlState()
  const programs = usePrograms(ALL_PROGRAMS)
  const list = programs.data?.data ?? []
  const program = pickedProgram(list, url.query)
  return (
    <div className="container classes-page">
      <h1>Papan Peringkat</h1>
      <p className="lead">Peringkat tim di setiap program. Pilih program untuk melihat papan peringkatnya.</p>
      {programs.error && (
        <LoadError
          what="Program"
          message={programs.error.message}
          onRetry={() => void programs.mutate()}
          retrying={programs.isValidating}
        />
      )}
      {!programs.data && programs.isLoading && <TextSkeleton lines={10} label="Memuat program…" />}
      {programs.data && list.length === 0 && <EmptyState title="Belum ada program dengan papan peringkat." />}
      {program && (
        <>
          <div className="list-toolbar">
            <FilterSelect
              url={url}
              param="program"
              label="Program"
              allLabel={list[0]?.name ?? 'Program'}
              options={list.slice(1).map((p) => ({ value: String(p.id), label: p.name }))}
            />
          </div>
          <Board programId={program.id} programName={program.name} url={url} />
        </>
      )}
    </div>
  )
}
