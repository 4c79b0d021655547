/**
 * Every content call of the call table has a sandbox route that answers it as its contract says:
 * a read with what it needs answers 200 with `status: true`; a read without its required parameter
 * answers 400 naming that parameter; a write without a login answers 401. A missing route (404
 * "Tidak ada rute"), a wrong method (405) or any other answer fails, so neither side can drift.
 */
import { describe, expect, it } from 'vitest'
import { CALLS, type CallName } from '../../api/calls'
import { callUrl, TENANT_HEADER } from '../../api/client'
import { makeAppToken } from '../../api/token'
import { useSandbox } from './harness'

const h = useSandbox()

type Expect = { status: 200 } | { status: 400; names: string } | { status: 401 }
const READ: Expect = { status: 200 }
const needs = (names: string): Expect => ({ status: 400, names })
const WRITE: Expect = { status: 401 }

const CONTENT_CALLS: [CallName, Expect][] = [
  ['careerList', READ],
  ['careerJobList', needs('careerId')],
  ['careerDetail', needs('slug')],
  ['careerJobDetail', needs('id')],
  ['postList', needs('kindSlug')],
  ['postDetail', needs('kindSlug')],
  ['postKindCategoryList', needs('kindSlug')],
  ['articleList', READ],
  ['postDetailById', needs('id')],
  ['postCategoryList', READ],
  ['postListLegacy', READ],
  ['appointmentCreate', needs('postId')],
  ['galleryList', READ],
  ['postCreate', WRITE],
  ['postUpdate', WRITE],
  ['postDelete', WRITE],
  ['classOverview', needs('slug')],
  ['classActive', READ],
  ['classSyllabus', needs('classroomId')],
  ['classWebinar', READ],
  ['classRecent', READ],
  ['classList', READ],
  ['programList', READ],
  ['programFilters', READ],
  ['programActive', READ],
  ['programActiveDetail', READ],
  ['programDetail', needs('id atau slug')],
  ['programSchools', READ],
  ['leaderboards', READ],
  ['awsPrograms', READ],
  ['batchActive', READ],
  ['silabus', READ],
  ['activeMentors', READ],
  ['courseList', READ],
  ['courseDetail', needs('slug')],
  ['courseChapter', needs('courseSlug dan chapterSlug')],
]

describe('content calls ↔ sandbox routes', () => {
  it.each(CONTENT_CALLS)('%s is served as its contract says', async (name, expected) => {
    const spec = CALLS[name]
    const ctx = h.ctx()
    const url = callUrl(ctx, spec, { pathParams: { id: 1, programId: 1 } })
    const res = await fetch(url, {
      method: spec.method,
      headers: {
        AppToken: await makeAppToken(ctx.appToken),
        'Content-Type': 'application/json',
        // As the app sends it (api/client.ts): the tenant a content answer belongs to.
        ...(spec.tenant ? { [TENANT_HEADER]: ctx.tenantId } : {}),
      },
      body: spec.method === 'GET' ? undefined : '{}',
    })
    const body = (await res.json()) as { status?: boolean; message?: string }
    expect(res.status, body.message).toBe(expected.status)
    expect(body.status).toBe(expected.status === 200)
    expect(body.message ?? '').not.toMatch(/^Tidak ada rute/)
    if (expected.status === 400) expect(body.message).toContain(expected.names)
  })
})
