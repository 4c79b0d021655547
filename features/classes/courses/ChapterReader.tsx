/**
 * The chapter reader: the chapter's text (sanitised HTML with code blocks), previous/next in reading
 * order across modules, and the course outline beside it with what this browser has read. Opening
 * an unlocked chapter records it as read and as the place to resume. A locked chapter of a premium
 * course shows what unlocks it instead of its text.
 */
import { useEffect } from 'react'
import { useChapter, useCourse } from '../../../api/courses'
import { Breadcrumbs } from '../../../components/Breadcrumbs'
import { Link } from '../../../components/Link'
import { LoadError } from '../../../components/LoadError'
import { RichText } from '../../../components/RichText'
import { TextSkeleton } from '../../../components/Skeleton'
import { useSite } from '../../../shell/site'
import { siteOrigin } from '../../../sites/apiContext'
import { CourseOutline } from './CourseOutline'
import { chapterHref, courseHref, flattenChapters, neighbours, PREMIUM_PATH } from './paths'
import { useCourseProgress } from './progress'
import { UnlockOffer } from './UnlockOffer'
import '../styles.scss'

export function ChapterReader({ slug, chapterSlug }: { slug: string; chapterSlug: string }) {
  const { tenant } = useSite()
  const course = useCourse({ slug })
  const chapter = useChapter({ courseSlug: slug, chapterSlug })
  const { progress, markRead } = useCourseProgress(tenant.key, slug)
  const ch = chapter.data?.data
  const readable = Boolean(ch && !ch.locked && ch.content)

  useEffect(() => {
    if (readable) markRead(chapterSlug)
  }, [readable, chapterSlug, markRead])

  const failed = course.error ?? chapter.error
  if (!course.data || !chapter.data || !ch) {
    return (
      <div className="container classes-page">
        {failed ? (
          <LoadError
            what="Bab"
            message={failed.message}
            onRetry={() => {
              void course.mutate()
              void chapter.mutate()
            }}
            retrying={course.isValidating || chapter.isValidating}
          />
        ) : (
          <TextSkeleton lines={12} label="Memuat bab…" />
        )}
      </div>
    )
  }
  const c = course.data.data
  const chapters = flattenChapters(c)
  const here = chapters.find((x) => x.slug === chapterSlug)
  const { previous, next } = neighbours(chapters, chapterSlug)
  const position = here ? chapters.indexOf(here) + 1 : undefined
  const crumbs = [
    { label: 'Kursus', href: '/Courses' },
    ...(c.isPremium ? [{ label: 'Premium', href: PREMIUM_PATH }] : []),
    { label: c.title, href: courseHref(c) },
    { label: ch.title },
  ]
  return (
    <div className="container classes-page chapter-page">
      <Breadcrumbs crumbs={crumbs} origin={siteOrigin(tenant)} />
      <div className="chapter-page__layout">
        <article className="chapter-page__main">
          <p className="class-card__meta">
            {here ? `Modul ${here.module.order}: ${here.module.title}` : c.title}
            {position ? ` · Bab ${position} dari ${chapters.length}` : ''}
          </p>
          <h1>{ch.title}</h1>
          {ch.locked || !ch.content ? (
            <UnlockOffer
              course={c}
              className={ch.unlock?.className}
              classSlug={ch.unlock?.classSlug ?? c.classSlug}
              lead={ch.unlock?.message || 'Bab ini terkunci.'}
            />
          ) : (
            <RichText className="prose chapter-page__content" html={ch.content} />
          )}
          <nav className="chapter-nav" aria-label="Bab sebelumnya dan berikutnya">
            {previous ? (
              <Link
                className="chapter-nav__link chapter-nav__link--prev"
                rel="prev"
                href={chapterHref(c, previous.module.slug, previous.slug)}
              >
                <small>‹ Sebelumnya</small>
                <span>{previous.title}</span>
              </Link>
            ) : (
              <Link className="chapter-nav__link chapter-nav__link--prev" href={courseHref(c)}>
                <small>‹ Kembali</small>
                <span>Halaman kursus</span>
              </Link>
            )}
            {next ? (
              <Link
                className="chapter-nav__link chapter-nav__link--next"
                rel="next"
                href={chapterHref(c, next.module.slug, next.slug)}
              >
                <small>Berikutnya ›</small>
                <span>{next.title}</span>
              </Link>
            ) : (
              <Link className="chapter-nav__link chapter-nav__link--next" href={courseHref(c)}>
                <small>Selesai ›</small>
                <span>Kembali ke halaman kursus</span>
              </Link>
            )}
          </nav>
        </article>
        <aside className="chapter-page__outline" aria-labelledby="outline-title">
          <h2 id="outline-title" className="chapter-page__outline-title">
            Materi kursus
          </h2>
          <p className="course-page__progress">
            {progress.read.length} dari {chapters.length} bab dibaca
          </p>
          <CourseOutline course={c} read={progress.read} current={chapterSlug} headingLevel={3} />
        </aside>
      </div>
    </div>
  )
}
