/** Business constants of SPEC §9 that the API layer applies. One source: import, never repeat. */
export const PAGE_SIZE = {
  blog: 6,
  category: 6,
  gallery: 6,
  class: 6,
  program: 6,
  post: 10,
  content: 10,
  payout: 10,
  schoolsPerProgram: 10,
} as const
