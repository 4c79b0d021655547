/**
 * The one label of sample data, wherever a visitor sees it (components/SampleNote.tsx): items the API
 * marks `sample: true` (the sandbox's seeded catalogue, which is also what demo sites show) and the
 * fixed sample entries of content/ (partners, portfolio, festival speakers). One wording, so a
 * visitor learns it once; a real backend sends no flag, and no label shows.
 */
export const SAMPLE_NOTE = 'Data contoh dari data uji, bukan data atau capaian sebenarnya.'

/** Whether an API item (or answer) says it is sample data. */
export const isSample = (item: unknown): boolean =>
  typeof item === 'object' && item !== null && (item as { sample?: unknown }).sample === true

/** Whether any of `items` (or `items` itself, when it is one item) is sample data. */
export const anySample = (items: unknown): boolean =>
  Array.isArray(items) ? items.some(isSample) : isSample(items)
