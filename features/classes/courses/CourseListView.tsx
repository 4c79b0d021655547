/** A list of courses, 6 a page, with search (`?q=`), a count, and a link to the other kind. */
import { useCourses, type CourseSummary } from '../../../api/courses'
import { Image } from '../../../components/Image'
import { Link } from '../../../components/Link'
import { ListResults } from '../../../components/ListResults'
import { Rupiah } from '../../../components/Rupiah'
import { SearchBox } from '../../../components/SearchBox'
import { useUrlState } from '../../../components/urlState'
import { CLASS_LEVEL_LABELS, labelOf } from '../labels'
import { courseListParams } from './listParams'
import { COURSES_PATH, courseHref, PREMIUM_PATH } from './paths'
import '../styles.scss'

function CourseCard({ course }: { course: CourseSummary }) {
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

export function CourseListView({ premium }: { premium: boolean }) {
  const url = useUrlState()
  const params = courseListParams(premium, url.query)
  const courses = useCourses(params)
  return (
    <div className="container classes-page">
      <h1>{premium ? 'Kursus Premium' : 'Kursus'}</h1>
      <p className="lead">
        {premium
          ? 'Kursus mendalam untuk peserta kelas premium. Beberapa bab pertama bisa dibaca gratis sebagai pratinjau.'
          : 'Belajar mandiri sesuai kecepatan Anda: modul dan bab berisi penjelasan, contoh kode, dan latihan.'}
      </p>
      <p>
        {premium ? (
          <Link href={COURSES_PATH}>Lihat kursus gratis</Link>
        ) : (
          <Link href={PREMIUM_PATH}>Lihat kursus premium</Link>
        )}
      </p>
      <div className="list-toolbar">
        <SearchBox url={url} label="Cari kursus" placeholder="Judul kursus, mis. Python" />
      </div>
      <ListResults
        state={courses}
        url={url}
        what="Kursus"
        noun="kursus"
        emptyTitle="Belum ada kursus yang cocok."
        pageLabel="Halaman kursus"
      >
        {(items) => (
          <ul className="card-grid">
            {items.map((c) => (
              <CourseCard key={c.id} course={c} />
            ))}
          </ul>
        )}
      </ListResults>
    </div>
  )
}
