/** A list of courses, 6 a page, with search (`?q=`), a count, and a link to the other kind. */
import { useCourses } from '../../../api/courses'
import { Link } from '../../../components/Link'
import { ListResults } from '../../../components/ListResults'
import { SearchBox } from '../../../components/SearchBox'
import { useUrlState } from '../../../components/urlState'
import { CourseCard } from './CourseCard'
import { courseListParams } from './listParams'
import { COURSES_PATH, PREMIUM_PATH } from './paths'
import '../styles.scss'

export function CourseListView({
  premium,
  searchHint,
}: {
  premium: boolean
  /** The search box's hint, naming one of the site's own courses (components/searchHint.ts). */
  searchHint: string
}) {
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
        <SearchBox url={url} label="Cari kursus" placeholder={searchHint} />
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
