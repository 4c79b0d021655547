/**
 * The call table: every backend call of SPEC §7, once. `api/` functions take their method, host,
 * path and headers from here, the sandbox serves each row, and a test keeps the three in step.
 * Rows with `specified: false` are calls whose paths the spec does not show: the REST-style paths
 * here are our choice (api/README.md).
 */
import type { CallSpec, Method } from './spec'
import type { HostName } from './hosts'

type Row = [
  method: Method,
  host: HostName,
  path: string,
  auth: CallSpec['auth'],
  query?: readonly string[],
  extra?: Partial<CallSpec>,
]

const PAGE = ['page', 'pageSize'] as const

const ROWS = {
  // Provider services: careers
  careerList: ['GET', 'services', 'v1/career/list', 'bearer', ['page']],
  careerJobList: ['GET', 'services', 'v1/career/job/list', 'bearer', ['careerId', 'page']],
  careerDetail: ['GET', 'services', 'v1/career/detail', 'bearer', ['slug']],
  careerJobDetail: ['GET', 'services', 'v1/career/job/detail', 'bearer', ['id']],
  careerJobApply: ['POST', 'services', 'v1/career/job/apply', 'bearer', [], { specified: false }],
  // Posts
  postList: [
    'GET',
    'services',
    'v3/post/list',
    'bearer',
    ['kindSlug', ...PAGE, 'search', 'categoryId', 'excludeId'],
  ],
  postDetail: ['GET', 'services', 'v3/post/detail', 'bearer', ['kindSlug', 'id', 'slug']],
  postKindCategoryList: [
    'GET',
    'services',
    'v3/post/kind/category/list',
    'bearer',
    ['kindSlug', ...PAGE, 'search'],
  ],
  articleList: [
    'GET',
    'services',
    'v1/post/article/list',
    'bearer',
    [...PAGE, 'search', 'categorySlug', 'excludeId'],
  ],
  postDetailById: ['GET', 'services', 'v1/post/detail', 'bearer', ['id']],
  postCategoryList: ['GET', 'services', 'v2/post/category', 'bearer', [...PAGE, 'search', 'categorySlug']],
  postListLegacy: [
    'GET',
    'services',
    'v1/post/list',
    'bearer',
    ['page', 'kind', 'type', 'active', 'pageSize'],
  ],
  appointmentCreate: ['POST', 'services', 'v1/post/appointment/create', 'bearer'],
  galleryList: ['GET', 'services', 'v1/post/gallery/list', 'bearer', ['page']],
  postCreate: ['POST', 'services', 'v1/post/create', 'bearer', [], { specified: false }],
  postUpdate: ['PUT', 'services', 'v1/post/{id}', 'bearer', [], { specified: false }],
  postDelete: ['DELETE', 'services', 'v1/post/{id}', 'bearer', [], { specified: false }],
  postMine: [
    'GET',
    'services',
    'v1/post/mine',
    'bearer',
    ['kindSlug', ...PAGE, 'search'],
    { specified: false },
  ],
  postCategoryCreate: ['POST', 'services', 'v1/post/category/create', 'bearer', [], { specified: false }],
  postCategoryUpdate: ['PUT', 'services', 'v1/post/category/{id}', 'bearer', [], { specified: false }],
  postCategoryDelete: ['DELETE', 'services', 'v1/post/category/{id}', 'bearer', [], { specified: false }],
  // Logging and statistics
  clickLog: ['POST', 'log', 'v1/logger/log/click', 'none'],
  statisticsRecord: ['POST', 'services', 'v1/statistics/record', 'none'],
  statisticsSummary: ['GET', 'services', 'v1/statistics/summary', 'bearer', [], { specified: false }],
  // Tokens, settings, version
  tokenGenerate: ['POST', 'services', 'v1/authorizer/token/generate', 'none', [], { tenant: false }],
  tokenValidate: ['GET', 'services', 'v1/authorizer/token/validate', 'bearer', [], { specified: false }],
  settings: ['GET', 'services', 'v0/cms/app/settings', 'none'],
  appVersion: ['GET', 'services', 'v1/app/version', 'none', [], { specified: false }],
  landingCounters: ['GET', 'services', 'v1/landing/counter', 'none', [], { specified: false }],
  requestDemo: ['GET', 'services', 'v0/cms/app/request-demo', 'none', ['email']],
  // Classes
  classOverview: ['GET', 'services', 'v1/class/overview', 'bearer', ['slug']],
  classActive: [
    'GET',
    'services',
    'v1/class/active',
    'bearer',
    [...PAGE, 'state', 'level', 'programIds', 'search', 'filter.type'],
  ],
  classSyllabus: ['GET', 'services', 'v1/class/syllabus', 'bearer', ['classroomId']],
  classWebinar: ['GET', 'services', 'v1/class/webinar', 'bearer', [...PAGE, 'programIds']],
  classRecent: ['GET', 'services', 'v1/class/recent', 'bearer'],
  classList: [
    'GET',
    'services',
    'v1/class/list',
    'bearer',
    [
      ...PAGE,
      'state',
      'search',
      'sort',
      'type',
      'filter.type',
      'programId',
      'all',
      'preClass',
      'level',
      'programIds',
    ],
  ],
  // Self-paced courses (paths not shown; ours, api/README.md)
  courseList: [
    'GET',
    'services',
    'v1/course/list',
    'bearer',
    [...PAGE, 'search', 'premium'],
    { specified: false },
  ],
  courseDetail: ['GET', 'services', 'v1/course/detail', 'bearer', ['slug'], { specified: false }],
  courseChapter: [
    'GET',
    'services',
    'v1/course/chapter',
    'bearer',
    ['courseSlug', 'chapterSlug'],
    { specified: false },
  ],
  // Programs (paths not shown)
  programList: [
    'GET',
    'services',
    'v1/program/list',
    'bearer',
    [
      ...PAGE,
      'state',
      'level',
      'programIds',
      'search',
      'filter.type',
      'registrarCityIds',
      'heldCityIds',
      'categoryId',
    ],
    { specified: false },
  ],
  programFilters: ['GET', 'services', 'v1/program/filters', 'bearer', [], { specified: false }],
  programActive: ['GET', 'services', 'v1/program/active', 'bearer', [...PAGE], { specified: false }],
  programActiveDetail: ['GET', 'services', 'v1/program/active/{id}', 'bearer', [], { specified: false }],
  programDetail: ['GET', 'services', 'v1/program/detail', 'bearer', ['id', 'slug'], { specified: false }],
  programSchools: [
    'GET',
    'services',
    'v1/program/{programId}/schools',
    'bearer',
    [...PAGE, 'search'],
    { specified: false },
  ],
  leaderboards: [
    'GET',
    'services',
    'v1/program/{programId}/leaderboard',
    'bearer',
    [...PAGE],
    { specified: false },
  ],
  awsPrograms: ['GET', 'services', 'v1/program/aws', 'bearer', [...PAGE], { specified: false }],
  // Accounts, teams, schools, regions
  signupCoder: ['POST', 'services', 'v1/auth/signup/coder', 'none'],
  teamRegister: ['POST', 'services', 'v1/team/register', 'bearer'],
  authTeamRegister: ['POST', 'services', 'v1/auth/team/register', 'none'],
  userMe: ['GET', 'services', 'v1/user/me', 'bearer'],
  provinces: ['GET', 'services', 'v1/authorizer/provinces', 'none'],
  cities: ['GET', 'services', 'v1/authorizer/cities', 'none', ['provinceId']],
  schoolList: ['GET', 'services', 'v1/school/list', 'none', [...PAGE, 'search', 'cityId']],
  schoolRegister: ['POST', 'services', 'v1/school/register', 'none'],
  // Payments and payouts (paths not shown)
  paymentInvoice: ['POST', 'services', 'v1/payment/class/invoice', 'bearer', [], { specified: false }],
  paymentCallback: ['POST', 'services', 'v1/payment/callback', 'none', [], { specified: false }],
  paymentDetail: ['GET', 'services', 'v1/payment/detail/{invoiceId}', 'bearer', [], { specified: false }],
  paymentRepay: ['POST', 'services', 'v1/payment/{invoiceId}/repay', 'bearer', [], { specified: false }],
  paymentMine: ['GET', 'services', 'v1/payment/mine', 'bearer', [], { specified: false }],
  // Enrolments (paths not shown)
  classEnroll: ['POST', 'services', 'v1/class/enroll', 'bearer', [], { specified: false }],
  classMine: ['GET', 'services', 'v1/class/mine', 'bearer', [], { specified: false }],
  classNotify: ['POST', 'services', 'v1/class/notify', 'bearer', [], { specified: false }],
  payoutList: [
    'GET',
    'services',
    'v1/payout/list',
    'bearer',
    [...PAGE, 'status', 'bank', 'search'],
    { specified: false },
  ],
  payoutCreate: ['POST', 'services', 'v1/payout/create', 'bearer', [], { specified: false }],
  payoutApprove: ['POST', 'services', 'v1/payout/{id}/approve', 'bearer', [], { specified: false }],
  payoutReject: ['POST', 'services', 'v1/payout/{id}/reject', 'bearer', [], { specified: false }],
  payoutMarkPaid: ['POST', 'services', 'v1/payout/{id}/mark-paid', 'bearer', [], { specified: false }],
  bankList: ['GET', 'services', 'v1/bank/list', 'bearer', [], { specified: false }],
  balance: ['GET', 'services', 'v1/balance', 'bearer', [], { specified: false }],
  // Drive
  upload: ['POST', 'drive', 'v1/upload', 'bearer'],
  // Auth host
  authGenerateToken: ['POST', 'auth', 'generate/token', 'none'],
  authUserDetail: ['GET', 'auth', 'user/detail', 'raw'],
  // Api host
  batchActive: ['GET', 'api', 'batch/active', 'raw', ['page', 'perPage']],
  silabus: ['GET', 'api', 'silabus/{programId}', 'raw'],
  activeMentors: ['GET', 'api', 'active/mentors', 'raw'],
  // AI-chat host
  identityLogin: ['POST', 'ai', 'v1/identity/login', 'none', [], { tenant: false }],
  identityMe: ['GET', 'ai', 'v1/identity/me', 'bearer', [], { tenant: false }],
  conversationMessages: [
    'GET',
    'ai',
    'v1/conversations/{id}/messages',
    'bearer',
    ['page', 'perPage'],
    { tenant: false },
  ],
  conversationDelete: ['DELETE', 'ai', 'v1/conversations/{id}', 'bearer', [], { tenant: false }],
  conversationList: [
    'GET',
    'ai',
    'v1/conversations',
    'bearer',
    ['page', 'perPage'],
    { tenant: false, specified: false },
  ],
  chatStream: [
    'POST',
    'ai',
    'v1/chat/stream',
    'bearer',
    [],
    { tenant: false, accept: 'text', specified: false },
  ],
  // Hosted database REST
  bookReviewsList: ['GET', 'db', 'rest/v1/book_reviews', 'none', ['select', 'order', 'limit']],
  bookReviewsCreate: ['POST', 'db', 'rest/v1/book_reviews', 'none'],
  aspirationsList: ['GET', 'db', 'rest/v1/aspirations', 'none', ['select', 'order', 'limit']],
  aspirationsCreate: ['POST', 'db', 'rest/v1/aspirations', 'none'],
  testimoniesList: ['GET', 'db', 'rest/v1/testimonies', 'none', ['select', 'order', 'limit']],
  testimoniesCreate: ['POST', 'db', 'rest/v1/testimonies', 'none'],
  donationsList: ['GET', 'db', 'rest/v1/donations', 'none', ['select', 'order', 'limit']],
  donationsCreate: ['POST', 'db', 'rest/v1/donations', 'none'],
  userDiscCreate: ['POST', 'db', 'rest/v1/user_disc', 'none'],
} satisfies Record<string, Row>

export type CallName = keyof typeof ROWS

function toSpec(name: string, [method, host, path, auth, query = [], extra = {}]: Row): CallSpec {
  return { name, method, host, path, auth, query, tenant: host !== 'db', specified: true, ...extra }
}

export const CALLS = Object.fromEntries(
  Object.entries(ROWS).map(([name, row]) => [name, toSpec(name, row as Row)]),
) as Record<CallName, CallSpec>

export const CALL_LIST: readonly CallSpec[] = Object.values(CALLS)
