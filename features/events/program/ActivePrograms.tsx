/**
 * The programs open for registration or running now (`programActive`), above the catalogue on
 * /Program: the first page of them, pre-rendered. Each opens its detail in place (`<details>`):
 * `programActiveDetail` is asked only then, for the batches and the seats left, with a link to the
 * program's page; its code loads then too. A tenant without an active program gets a sentence (the
 * whole catalogue follows).
 */
import { lazy, Suspense, useState } from 'react'
import { useActivePrograms } from '../../../api/programs'
import { Link } from '../../../components/Link'
import { LoadError } from '../../../components/LoadError'
import { TextSkeleton } from '../../../components/Skeleton'
import { formatDate } from '../../../components/format'
import type { ProgramCardItem } from '../../listPayload/cardFields'
import { STATE_LABEL, label, programHref } from './programParams'
import { SampleNote } from '../../../components/SampleNote'

// Loaded when a visitor opens a program: the first load carries only the list.
const ActiveProgramDetail = lazy(() => import('./ActiveProgramDetail'))

function ActiveProgramItem({ program }: { program: ProgramCardItem }) {
  const [opened, setOpened] = useState(false)
  return (
    <li className="active-programs__item">
      <details onToggle={(e) => e.currentTarget.open && setOpened(true)}>
        <summary>
          <span className={`tag${program.state === 'open' ? ' tag--accent' : ''}`}>
            {label(STATE_LABEL, program.state)}
          </span>{' '}
          <strong>{program.name}</strong>
          {program.startDate && <> · mulai {formatDate(program.startDate, 'short')}</>}
        </summary>
        {opened && (
          <Suspense fallback={<TextSkeleton lines={2} label="Memuat gelombang…" />}>
            <ActiveProgramDetail id={program.id} />
          </Suspense>
        )}
        <p>
          <Link href={programHref(program)}>Lihat program {program.name}</Link>
        </p>
      </details>
    </li>
  )
}

export function ActivePrograms() {
  const { data, error, isValidating, mutate } = useActivePrograms({})
  const items = data?.data
  return (
    <section className="active-programs" aria-labelledby="program-aktif">
      <h2 id="program-aktif">Sedang dibuka dan berjalan</h2>
      {!data && error && (
        <LoadError
          what="Program aktif"
          message={error.message}
          onRetry={() => void mutate()}
          retrying={isValidating}
        />
      )}
      {!data && !error && <TextSkeleton lines={3} label="Memuat program aktif…" />}
      {items && items.length === 0 && <p>Belum ada program yang sedang dibuka atau berjalan.</p>}
      <SampleNote of={items} />
      {items && items.length > 0 && (
        <ul className="active-programs__list">
          {items.map((p) => (
            <ActiveProgramItem key={p.id} program={p} />
          ))}
        </ul>
      )}
    </section>
  )
}
