import type { CourseSummary } from '../../../api/courses'
import { Image } from '../../../components/Image'
import { Link } from '../../../components/Link'
import { Rupiah } from '../../../components/Rupiah'
import { CLASS_LEVEL_LABELS, labelOf } from '../labels'
import { courseHref } from './paths'

/** A course in the course lists: cover, level and size, linked title, summary, free or its price. */
export function CourseCard({ course }: { course: CourseSummary }) {
  const facts = [
    labelOf(CLASS_LEVEL_LABELS, course.level),
    course.moduleCount ? `${course.moduleCount} modul` : '',
    course.chapterCount ? `${course.chapterCount} bab` : '',
  ].filter(Boolean)
  return (
    <li className="card class-card classes-card">
      <Image className="class-card__image" src={course.cover} alt="" width={400} height={225} />
      <div className="class-card__body">
        {facts.length > 0 && <p className="class-card__meta">{facts.join(' · ')}</p>}
        <h2 className="classes-card__title">
          <Link href={courseHref(course)} className="classes-card__link">
            {course.title}
          </Link>
        </h2>
        {course.summary && <p className="class-card__text">{course.summary}</p>}
        <p className="class-card__price">
          {course.isPremium ? (
            <>
              Premium · <Rupiah amount={course.price} />
            </>
          ) : (
            'Gratis'
          )}
        </p>
      </div>
    </li>
  )
}
