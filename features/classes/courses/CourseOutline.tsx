/** A course's modules and chapters, with read marks, locks, and the current chapter highlighted. */
import type { Course } from '../../../api/courses'
import { Link } from '../../../components/Link'
import { LockIcon } from '../LockIcon'
import { chapterHref, flattenChapters } from './paths'

export function CourseOutline({
  course,
  read,
  current,
  headingLevel = 2,
}: {
  course: Course
  read: readonly string[]
  current?: string
  headingLevel?: 2 | 3
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const chapters = flattenChapters(course)
  return (
    <ol className="course-outline">
      {[...course.modules]
        .sort((a, b) => a.order - b.order)
        .map((m) => (
          <li key={m.slug} className="course-outline__module">
            <Heading className="course-outline__title">
              <span className="course-outline__order">Modul {m.order}</span> {m.title}
            </Heading>
            <ol className="course-outline__chapters">
              {chapters
                .filter((ch) => ch.module.slug === m.slug)
                .map((ch) => {
                  const isRead = read.includes(ch.slug)
                  return (
                    <li key={ch.slug} className={`course-outline__chapter${isRead ? ' is-read' : ''}`}>
                      <Link
                        href={chapterHref(course, m.slug, ch.slug)}
                        aria-current={ch.slug === current ? 'page' : undefined}
                      >
                        <span className="course-outline__mark" aria-hidden="true">
                          {isRead ? '✓' : ch.open ? '○' : <LockIcon />}
                        </span>
                        <span className="course-outline__name">{ch.title}</span>
                        <span className="course-outline__note">
                          {isRead && <span className="visually-hidden">(sudah dibaca)</span>}
                          {!ch.open && 'Terkunci'}
                          {ch.open && course.isPremium && 'Pratinjau gratis'}
                          {ch.durationMinutes ? ` · ${ch.durationMinutes} mnt` : ''}
                        </span>
                      </Link>
                    </li>
                  )
                })}
            </ol>
          </li>
        ))}
    </ol>
  )
}
