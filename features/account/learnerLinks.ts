/** Where a learner finds what they joined: "Kelas saya" on the account page (features/welcome). */
export const MY_CLASSES_ANCHOR = 'kelas-saya'
export const MY_CLASSES_HREF = `/Welcome#${MY_CLASSES_ANCHOR}`
/** A class's page by slug, as features/classes/classHref.ts writes it (this shared area cannot import it). */
export const classPageHref = (slug: string) => `/Class/${encodeURIComponent(slug)}`
