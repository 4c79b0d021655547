/**
 * A course page: cover, title, summary, facts, the call to start (or resume, from the progress
 * kept in this browser), the outline of modules and chapters, and for premium courses what unlocks
 * them. schema.org `Course` and breadcrumbs.
 */
import { useCourse } from '../../../api/courses'
import { Breadcrumbs } from '../../../components/Breadcrumbs'
import { Image } from '../../../components/Image'
import { JsonLd } from '../../../components/JsonLd'
import { Link } from '../../../components/Link'
import { LoadError } from '../../../components/LoadError'
import { RichText } from '../../../components/RichText'
import { Rupiah } from '../../../components/Rupiah'
import { TextSkeleton } from '../../../components/Skeleton'
import { useSite } from '../../../shell/site'
import { useLiveSettings } from '../../../shell/useLiveSettings'
import { siteOrigin } from '../../../sites/apiContext'
import { CLASS_LEVEL_LABELS, labelOf } from '../labels'
import { CourseOutline } from './CourseOutline'
import { courseJsonLd } from './courseJsonLd'
import { chapterHref, courseBase, flattenChapters, PREMIUM_PATH } from './paths'
import { useCourseProgress } from './progress'
import { UnlockOffer } from './UnlockOffer'
import { SampleNote } from '../../../components/SampleNote'
import '../styles.scss'

export function CourseView({ slug }: { slug: string }) {
  const { tenant } = useSite()
  const { siteName } = useLiveSettings()
  const { data, error, isValidating, mutate } = useCourse({ slug })
  const { progress } = useCourseProgress(tenant.key, slug)
  if (!data) {
    return (
      <div className="container classes-page">
        {error ? (
          <LoadError
            what="Kursus"
            message={error.message}
            onRetry={() => void mutate()}
            retrying={isValidating}
          />
        ) : (
          <TextSkeleton lines={10} label="Memuat kursus…" />
        )}
      </div>
    )
  }
  const course = data.data
  const origin = siteOrigin(tenant)
  const chapters = flattenChapters(course)
  const first = chapters[0]
  const resume = chapters.find((c) => c.slug === progress.last)
  const readCount = chapters.filter((c) => progress.read.includes(c.slug)).length
  const crumbs = course.isPremium
    ? [
        { label: 'Kursus', href: '/Courses' },
        { label: 'Premium', href: PREMIUM_PATH },
        { label: course.title },
      ]
    : [{ label: 'Kursus', href: courseBase(course) }, { label: course.title }]
  return (
    <article className="container classes-page course-page">
      <Breadcrumbs crumbs={crumbs} origin={origin} />
      <JsonLd data={courseJsonLd(course, origin, siteName)} of={course} />
      <SampleNote of={course} />
      <div className="course-page__head">
        <div>
          <p className="class-card__meta">
            {[
              course.isPremium ? 'Kursus premium' : 'Kursus gratis',
              labelOf(CLASS_LEVEL_LABELS, course.level),
              `${course.modules.length} modul`,
              `${chapters.length} bab`,
              course.durationMinutes ? `± ${Math.round(course.durationMinutes / 60)} jam` : '',
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
          <h1>{course.title}</h1>
          {course.summary && <p className="lead">{course.summary}</p>}
          {course.isPremium && (
            <p className="course-page__price">
              <Rupiah amount={course.price} />
            </p>
          )}
          <div className="course-page__actions">
            {resume ? (
              <Link className="button" href={chapterHref(course, resume.module.slug, resume.slug)}>
                Lanjutkan: {resume.title}
              </Link>
            ) : (
              first && (
                <Link className="button" href={chapterHref(course, first.module.slug, first.slug)}>
                  Mulai belajar
                </Link>
              )
            )}
          </div>
          <p className="course-page__progress" aria-live="polite">
            {readCount > 0
              ? `${readCount} dari ${chapters.length} bab sudah Anda baca di perangkat ini.`
              : 'Kemajuan belajar Anda tersimpan di perangkat ini.'}
          </p>
        </div>
        <Image
          className="course-page__cover"
          src={course.cover}
          alt={`Sampul ${course.title}`}
          width={640}
          height={360}
          sizes="(min-width: 1024px) 480px, 100vw"
          priority
        />
      </div>
      {course.description && (
        <section aria-labelledby="tentang" className="classes-section prose">
          <h2 id="tentang">Tentang kursus ini</h2>
          <RichText html={course.description} />
        </section>
      )}
      {course.isPremium && (
        <UnlockOffer
          course={course}
          classSlug={course.classSlug}
          lead="Bab bertanda gembok khusus peserta kelas premium."
        />
      )}
      <section aria-labelledby="materi" className="classes-section">
        <h2 id="materi">Materi</h2>
        <CourseOutline course={course} read={progress.read} headingLevel={3} />
      </section>
    </article>
  )
}
