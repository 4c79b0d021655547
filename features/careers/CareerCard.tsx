import type { Career } from '../../api/careers'
import { Image } from '../../components/Image'
import { Link } from '../../components/Link'
import { formatNumber } from '../../components/format'
import { careerHref } from './careerParams'

/** A career track in the list: icon, linked name, description, how many jobs are open. */
export function CareerCard({ career }: { career: Career }) {
  return (
    <li className="card board-card">
      <div className="board-card__body">
        <Image className="board-card__icon" src={career.icon} alt="" width={56} height={56} sizes="56px" />
        <h2 className="board-card__title">
          <Link href={careerHref(career)}>{career.name}</Link>
        </h2>
        {career.description && <p className="board-card__text">{career.description}</p>}
        <p className="board-card__tags">
          <span className="tag">
            {career.jobCount ? `${formatNumber(career.jobCount)} lowongan` : 'Belum ada lowongan'}
          </span>
        </p>
      </div>
    </li>
  )
}
