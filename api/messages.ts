/**
 * The visitor's Indonesian text for each way a call can fail (api/client.ts says when each is used).
 * A module of its own so the light side of `api/` (api/lazy.ts) has them without the HTTP client.
 */
export const MESSAGES = {
  network: 'Tidak dapat terhubung ke server. Periksa koneksi internet Anda lalu coba lagi.',
  /** The same failure seen from our server: the visitor's connection is not the cause. */
  upstream: 'Layanan data sedang tidak dapat dihubungi. Silakan coba lagi beberapa saat lagi.',
  /** A server-side call refused because the backend failed repeatedly just now. */
  unavailable: 'Layanan data sedang gangguan. Silakan coba lagi beberapa saat lagi.',
  timeout: 'Server terlalu lama merespons. Silakan coba lagi.',
  aborted: 'Permintaan dibatalkan.',
  unreadable: 'Respons server tidak dapat dibaca.',
  schema: 'Respons server tidak sesuai format yang diharapkan.',
  /** An answer whose envelope says `status: false` without a text of its own. */
  refused: 'Layanan menolak permintaan ini.',
  unauthorized: 'Sesi Anda tidak valid atau sudah berakhir. Silakan muat ulang halaman.',
  server: (status: number) => `Terjadi kesalahan pada server (HTTP ${status}). Silakan coba lagi.`,
} as const

/**
 * No answer at all. Only a browser that knows it is offline blames the visitor's connection; a
 * browser online (or our server) got no answer from the service, which is then what is down.
 */
export function noAnswerMessage(): string {
  if (typeof window === 'undefined' || typeof navigator === 'undefined') return MESSAGES.upstream
  return navigator.onLine ? MESSAGES.upstream : MESSAGES.network
}

/**
 * An HTTP failure as the visitor reads it: a 4xx's own text (its validation and business answers,
 * e.g. "Saldo tidak mencukupi"), our Indonesian text for a 5xx, whose raw text (often English, e.g.
 * "Injected server error") goes to the log only.
 */
export function httpFailureMessage(status: number, raw: string | undefined): string {
  if (status >= 500) return MESSAGES.server(status)
  if (raw) return raw
  return status === 401 || status === 403 ? MESSAGES.unauthorized : MESSAGES.server(status)
}

/** Message prefixes (SPEC §8), e.g. `Success fetch list Career: ` / `Failed fetch list Career: `. */
export interface Prefixes {
  success: string
  failure: string
}

export function prefixed(label: string): Prefixes {
  return { success: `Success fetch ${label}: `, failure: `Failed fetch ${label}: ` }
}
