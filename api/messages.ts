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
  unauthorized: 'Sesi Anda tidak valid atau sudah berakhir. Silakan muat ulang halaman.',
  server: (status: number) => `Terjadi kesalahan pada server (HTTP ${status}). Silakan coba lagi.`,
} as const

/** Message prefixes (SPEC §8), e.g. `Success fetch list Career: ` / `Failed fetch list Career: `. */
export interface Prefixes {
  success: string
  failure: string
}

export function prefixed(label: string): Prefixes {
  return { success: `Success fetch ${label}: `, failure: `Failed fetch ${label}: ` }
}
