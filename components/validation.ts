/**
 * Field rules with their Indonesian messages. SPEC §5 does not show the forms' rules: these are
 * what Indonesian sites commonly ask (an e-mail with a domain, a phone number of 9 to 15 digits
 * that may start with +62 or 0).
 */
export type Rule = (value: string) => string | null

export const rules = {
  required:
    (label: string): Rule =>
    (v) =>
      v.trim() ? null : `${label} wajib diisi.`,
  email: (): Rule => (v) =>
    !v.trim() || /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(v.trim())
      ? null
      : 'Format email tidak valid, contoh: nama@contoh.id.',
  phone: (): Rule => (v) => {
    if (!v.trim()) return null
    const digits = v.replace(/[\s-]/g, '')
    return /^(\+62|62|0)\d{8,13}$/.test(digits) ? null : 'Nomor telepon tidak valid, contoh: 0812 3456 7890.'
  },
  minLength:
    (n: number): Rule =>
    (v) =>
      !v || v.trim().length >= n ? null : `Minimal ${n} karakter.`,
  maxLength:
    (n: number): Rule =>
    (v) =>
      v.length <= n ? null : `Maksimal ${n} karakter.`,
  matches:
    (other: () => string, message: string): Rule =>
    (v) =>
      v === other() ? null : message,
} as const

/** The first message of the first failing rule, or null. */
export function check(value: string, fieldRules: readonly Rule[] = []): string | null {
  for (const rule of fieldRules) {
    const message = rule(value)
    if (message) return message
  }
  return null
}
