/**
 * Weight budgets the build enforces (issue 15): a tenant whose output breaks one fails, with the
 * figures, and keeps its live output. Raise a budget only in the commit that needs it, saying why.
 *
 * First-load JS (gzip, ./weight.ts) per pre-rendered route, about 4 KB above what each route
 * weighed on demo when the page issues landed (2026-11-22: every page shares about 132 KB; list,
 * detail and form pages weigh 136-153 KB; the home 134 KB on demo and up to 138 KB on other
 * landings). These are ceilings that stop growth, not targets: issue 6 asks the home for 115 KB and
 * issue 15 for 110 KB, which needs zod and the call table off the first load (bench/README.md,
 * "Home weight"); lower them with that change. They were 118-123 KB before the pages landed.
 */
export const FIRST_LOAD_JS_BUDGET_KB: Record<string, number> = {
  '/': 142,
  '/404': 137,
  '/About': 137,
  '/Aksara': 142,
  '/Bandung': 143,
  '/BelajarBersama': 145,
  '/Berita': 146,
  '/Blog': 146,
  '/CallbackAuth': 138,
  '/CallbackPayment': 139,
  '/Campus': 155,
  '/Class': 145,
  '/Clients': 155,
  '/Collaboration': 155,
  '/Corporates': 155,
  '/Courses': 142,
  '/Courses/@Premium': 142,
  '/Curriculum': 141,
  '/Event': 143,
  '/Event/Careers': 144,
  '/Event/Program': 145,
  '/Gallery': 144,
  '/Government': 155,
  '/Jakarta': 143,
  '/Leaderboards': 141,
  '/Liga-Smk': 148,
  '/Liga-Smk/Register': 144,
  '/Lms': 143,
  '/Login': 137,
  '/Make-Appointment': 145,
  '/Mentor': 141,
  '/Metamorfosa': 146,
  '/Network': 155,
  '/News': 146,
  '/Payment-Status/Error': 140,
  '/Payment-Status/Success': 140,
  '/Pesilat': 140,
  '/Podcasts': 146,
  '/Pricing': 141,
  '/Privacy-Policy': 138,
  '/Program': 142,
  '/Register': 143,
  '/Silabus': 142,
  '/Talent-Hiring': 140,
  '/Terms-And-Conditions': 137,
  '/Training-Services': 157,
  '/Training-Services/Syllabus': 145,
  '/Tulisan-Temans': 146,
  '/Video': 144,
  '/Welcome': 153,
}
/** Any pre-rendered route not listed above. */
export const DEFAULT_FIRST_LOAD_JS_BUDGET_KB = 140

/** The service worker's precache per tenant, transferred: shell, offline page, home, then top pages. */
export const PRECACHE_BUDGET_KB = 300

export function firstLoadJsBudgetKb(route: string): number {
  return FIRST_LOAD_JS_BUDGET_KB[route] ?? DEFAULT_FIRST_LOAD_JS_BUDGET_KB
}
