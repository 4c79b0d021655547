/**
 * The first page of `/Courses` on the home: the same call and parameters as the course catalogue
 * (`COURSES_FIRST_PAGE`), so the home shows exactly what the catalogue lists, and links there.
 * No course yet: no section at all (see `listShown`).
 */
import { useCourses, type CourseSummary } from '../../../api/courses'
import { Image } from '../../../components/Image'
import { Link } from '../../../components/Link'
import { LoadError } from '../../../components/LoadError'
import { Rupiah } from '../../../components/Rupiah'
import { CardGridSkeleton } from '../../../components/Skeleton'
import { COURSES_FIRST_PAGE } from './params'
import { listShown, Section, type SectionFrame } from './Section'

const LEVELS: Record<string, string> = { beginner: 'Pemula', intermediate: 'Menengah', advanced: 'Mahir' }

function CourseCard({ course }: { course: CourseSummary }) {
  return (
    <li className="card item-card class-card">
      <Image className="item-card__image" src={course.cover} alt="" width={400} height={225} />
      <div className="item-card__body">
        {course.level && <p className="item-card__meta">{LEVELS[course.level] ?? course.level}</p>}
        <h3>
          <Link className="item-card__link" href={`/Courses/${encodeURIComponent(course.slug)}`}>
            {course.title}
          </Link>
        </h3>
        {course.summary && <p className="item-card__text">{course.summary}</p>}
        <p className="item-card__price">
          <Rupiah amount={course.price} />
        </p>
      </div>
    </li>
  )
}

/** Whether the course section shows (for actions that link to it). */
export const useCoursesShown = (): boolean => listShown(useCourses(COURSES_FIRST_PAGE))

export function CourseGrid(frame: SectionFrame) {
  const state = useCourses(COURSES_FIRST_PAGE)
  const { data, error, isLoading, isValidating, mutate } = state
  if (!listShown(state)) return null
  return (
    <Section {...frame} items={data?.data}>
      {!data && isLoading && (
        <CardGridSkeleton count={COURSES_FIRST_PAGE.perPage ?? 6} label="Memuat kursus…" />
      )}
      {error && (
        <LoadError
          what="Kursus"
          message={error.message}
          onRetry={() => void mutate()}
          retrying={isValidating}
        />
      )}
      {data && data.data.length > 0 && (
        <ul className="card-grid">
          {data.data.map((course) => (
            <CourseCard key={course.id} course={course} />
          ))}
        </ul>
      )}
      <p className="section__more">
        <Link href="/Courses">Lihat semua kursus</Link>
      </p>
    </Section>
  )
}
