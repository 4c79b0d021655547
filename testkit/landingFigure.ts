import { catalogueFor } from '../sandbox/seed/catalogues'

/** A tenant's landing counter as its pages print it: the sandbox's sample figure, in Indonesian digits. */
export function landingFigure(
  tenant: string,
  key: 'classes' | 'programs' | 'students' | 'mentors' | 'partners',
): string {
  return catalogueFor(tenant).counters[key].toLocaleString('id-ID')
}
