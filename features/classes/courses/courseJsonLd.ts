/** schema.org `Course` for a self-paced course: provider (the site), one online, self-paced instance. */
import type { Course as CourseLd, WithContext } from 'schema-dts'
import type { Course } from '../../../api/courses'
import { describe } from '../../../shell/meta'
import { courseHref } from './paths'

export function courseJsonLd(course: Course, origin: string, siteName: string): WithContext<CourseLd> {
  const url = new URL(courseHref(course), origin).href
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: course.title,
    description: describe(course.summary || course.description) || course.title,
    url,
    ...(course.cover ? { image: course.cover } : {}),
    ...(course.level ? { educationalLevel: course.level } : {}),
    provider: { '@type': 'Organization', name: siteName, url: origin },
    isAccessibleForFree: !course.isPremium,
    offers: {
      '@type': 'Offer',
      price: course.price ?? 0,
      priceCurrency: 'IDR',
      category: course.isPremium ? 'Paid' : 'Free',
      url,
    },
    hasCourseInstance: {
      '@type': 'CourseInstance',
      courseMode: 'online',
      ...(course.durationMinutes ? { courseWorkload: `PT${course.durationMinutes}M` } : {}),
    },
  }
}
