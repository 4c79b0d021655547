import type { Program } from '../../../api/programs'
import { Image } from '../../../components/Image'
import { Link } from '../../../components/Link'
import { formatDate, formatRupiah } from '../../../components/format'
import { STATE_LABEL, TYPE_LABEL, label, programHref } from './programParams'

export function ProgramCard({ program }: { program: Program }) {
  const state = label(STATE_LABEL, program.state)
  return (
    <li className="card board-card">
      <Image className="event-card__image" src={program.cover} alt="" width={640} height={360} />
      <div className="board-card__body">
        <p className="board-card__meta">
          {[label(TYPE_LABEL, program.type), program.category?.name].filter(Boolean).join(' · ')}
        </p>
        <h2 className="board-card__title">
          <Link href={programHref(program)}>{program.name}</Link>
        </h2>
        {program.summary && <p className="board-card__text">{program.summary}</p>}
        {program.startDate && (
          <p className="board-card__text">
            {formatDate(program.startDate, 'short')}
            {program.endDate && <> – {formatDate(program.endDate, 'short')}</>}
          </p>
        )}
        <p className="board-card__text">
          <strong>{formatRupiah(program.price)}</strong>
        </p>
        <p className="board-card__tags">
          {state && (
            <span
              className={`tag ${program.state === 'open' ? 'tag--accent' : program.state === 'finished' ? 'tag--muted' : ''}`}
            >
              {state}
            </span>
          )}
        </p>
      </div>
    </li>
  )
}
