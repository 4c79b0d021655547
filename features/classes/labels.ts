/**
 * Indonesian labels for the class fields the API sends as codes (SPEC §3 leaves the state values
 * "not shown"; the sandbox's `open`, `ongoing`, `finished` are ours). Unknown codes show as sent.
 */
export { CLASS_STATE_LABELS } from '../account/labels'
export const CLASS_LEVEL_LABELS: Record<string, string> = {
  beginner: 'Pemula',
  intermediate: 'Menengah',
  advanced: 'Mahir',
}
export const CLASS_TYPE_LABELS: Record<string, string> = {
  online: 'Daring',
  offline: 'Luring',
  hybrid: 'Hibrida',
}
export const CLASS_SORT_LABELS: Record<string, string> = {
  newest: 'Terbaru',
  oldest: 'Terlama',
  name: 'Nama (A–Z)',
}

export const labelOf = (labels: Record<string, string>, value: string | null | undefined): string =>
  value ? (labels[value] ?? value) : ''

export const optionsOf = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }))
