/**
 * The label of landing figures the API marks as sample data (`sample: true`, the local sandbox):
 * a page that presents figures as fact says when they are not (sites/landings/sections/Counters.tsx,
 * features/showcase/Counters.tsx). A real backend sends no flag, and no note shows.
 */
export const COUNTERS_SAMPLE_NOTE = 'Angka contoh dari data uji, bukan capaian sebenarnya.'
