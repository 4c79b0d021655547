import type { Program } from '../../api/programs'
import { DateText } from '../../components/DateText'
import { Image } from '../../components/Image'
import { Link } from '../../components/Link'
import './styles.scss'

/**
 * A program as a catalogue card (curriculum list, city pages, training programmes): cover, what
 * kind, name linking to where the page leads, summary and start date. The program list of
 * `/Program` has its own card (features/events/program/ProgramCard) with state, price and batches.
 */
export function ProgramTile({
  program: p,
  href,
  headingLevel = 2,
  meta = p.category?.name,
}: {
  program: Program
  href: string
  headingLevel?: 2 | 3
  meta?: string | undefined
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <li className="card class-card classes-card">
      <Image className="class-card__image" src={p.cover || p.logo} alt="" width={400} height={225} />
      <div className="class-card__body">
        {meta && <p className="class-card__meta">{meta}</p>}
        <Heading className="classes-card__title">
          <Link href={href} className="classes-card__link">
            {p.name}
          </Link>
        </Heading>
        {p.summary && <p className="class-card__text">{p.summary}</p>}
        {p.startDate && (
          <p className="classes-card__facts">
            Mulai <DateText value={p.startDate} />
          </p>
        )}
      </div>
    </li>
  )
}
