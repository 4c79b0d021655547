/** A class in a list: logo, level · type, name, summary, state and price; the whole card links to it. */
import type { ClassItem } from '../../api/classes'
import { DateText } from '../../components/DateText'
import { Image } from '../../components/Image'
import { Link } from '../../components/Link'
import { Rupiah } from '../../components/Rupiah'
import { CLASS_LEVEL_LABELS, CLASS_STATE_LABELS, CLASS_TYPE_LABELS, labelOf } from './labels'
import { classHref } from './classHref'

export function ClassCard({
  item,
  headingLevel = 2,
  priority = false,
}: {
  item: ClassItem
  headingLevel?: 2 | 3
  /** The list's first card, on a phone the largest paint: its image loads at once (components/Image.tsx). */
  priority?: boolean
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const meta = [labelOf(CLASS_LEVEL_LABELS, item.level), labelOf(CLASS_TYPE_LABELS, item.type)]
    .filter(Boolean)
    .join(' · ')
  return (
    <li className="card class-card classes-card">
      <Image
        className="class-card__image"
        src={item.logo}
        alt=""
        width={400}
        height={225}
        priority={priority}
      />
      <div className="class-card__body">
        {meta && <p className="class-card__meta">{meta}</p>}
        <Heading className="classes-card__title">
          <Link href={classHref(item)} className="classes-card__link">
            {item.name}
          </Link>
        </Heading>
        {item.description && <p className="class-card__text">{item.description}</p>}
        <p className="classes-card__facts">
          {item.state && (
            <span className={`classes-badge classes-badge--${item.state}`}>
              {labelOf(CLASS_STATE_LABELS, item.state)}
            </span>
          )}
          {item.startDate && (
            <span>
              Mulai <DateText value={item.startDate} />
            </span>
          )}
        </p>
        <p className="class-card__price">
          <Rupiah amount={item.price} />
        </p>
      </div>
    </li>
  )
}
