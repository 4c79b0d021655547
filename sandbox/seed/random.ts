/** A seeded PRNG (mulberry32) so every sandbox start serves the same content. */
export function rng(seed: number) {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  return { next, pick, int }
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/[\s_]+/g, '-')
    .replace(/-+/g, '-')
}

/** ISO date `days` before a fixed day, so dates do not move between runs. */
export function daysBefore(days: number): string {
  return new Date(Date.UTC(2026, 10, 1) - days * 86_400_000).toISOString()
}
