import type { Course, WithContext } from 'schema-dts'
import type { ActiveProgram } from '../../../api/programs'
import { stripTags } from '../../../shell/meta'

/** schema.org `Course` for a program: provider, price, and its run(s) as course instances. */
export function programJsonLd(
  program: ActiveProgram,
  pageUrl: string,
  provider: string,
): WithContext<Course> {
  const runs = (program.batches ?? []).filter((b) => b.startDate)
  const instances = runs.length
    ? runs.map((b) => ({
        name: b.name,
        startDate: b.startDate ?? undefined,
        endDate: b.endDate ?? undefined,
      }))
    : program.startDate
      ? [{ name: program.name, startDate: program.startDate, endDate: program.endDate ?? undefined }]
      : []
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: program.name,
    url: pageUrl,
    description: stripTags(program.summary || program.description || program.name),
    ...(program.cover ? { image: program.cover } : {}),
    provider: { '@type': 'Organization', name: provider },
    ...(program.level ? { educationalLevel: program.level } : {}),
    offers: {
      '@type': 'Offer',
      price: program.price ?? 0,
      priceCurrency: 'IDR',
      category: program.price ? 'Paid' : 'Free',
    },
    ...(instances.length
      ? {
          hasCourseInstance: instances.map((i) => ({
            '@type': 'CourseInstance' as const,
            name: i.name,
            courseMode: 'Blended',
            ...(i.startDate ? { startDate: i.startDate } : {}),
            ...(i.endDate ? { endDate: i.endDate } : {}),
          })),
        }
      : {}),
  }
}
