/** schema.org `Course` for a class: provider (the site), and one `CourseInstance` for its run. */
import type { Course, WithContext } from 'schema-dts'
import type { ClassItem } from '../../api/classes'
import { describe } from '../../shell/meta'
import { classHref } from './classHref'

const COURSE_MODE: Record<string, string> = { online: 'online', offline: 'onsite', hybrid: 'blended' }

export function classJsonLd(item: ClassItem, origin: string, siteName: string): WithContext<Course> {
  const url = new URL(classHref(item), origin).href
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: item.name,
    description: describe(item.description) || item.name,
    url,
    ...(item.code ? { courseCode: item.code } : {}),
    ...(item.logo ? { image: item.logo } : {}),
    ...(item.level ? { educationalLevel: item.level } : {}),
    provider: { '@type': 'Organization', name: siteName, url: origin },
    offers: {
      '@type': 'Offer',
      price: item.price ?? 0,
      priceCurrency: 'IDR',
      category: item.price ? 'Paid' : 'Free',
      url,
    },
    hasCourseInstance: {
      '@type': 'CourseInstance',
      courseMode: (item.type && COURSE_MODE[item.type]) || 'online',
      ...(item.startDate ? { startDate: item.startDate } : {}),
    },
  }
}
