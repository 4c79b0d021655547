/** Every content call of the call table has a sandbox route: neither side can drift. */
import { describe, expect, it } from 'vitest'
import { CALLS, type CallName } from '../../api/calls'
import { callUrl } from '../../api/client'
import { makeAppToken } from '../../api/token'
import { useSandbox } from './harness'

const h = useSandbox()

const CONTENT_CALLS: CallName[] = [
  'careerList',
  'careerJobList',
  'careerDetail',
  'careerJobDetail',
  'postList',
  'postDetail',
  'postKindCategoryList',
  'articleList',
  'postDetailById',
  'postCategoryList',
  'postListLegacy',
  'appointmentCreate',
  'galleryList',
  'postCreate',
  'postUpdate',
  'postDelete',
  'classOverview',
  'classActive',
  'classSyllabus',
  'classWebinar',
  'classRecent',
  'classList',
  'programList',
  'programFilters',
  'programActive',
  'programActiveDetail',
  'programSchools',
  'leaderboards',
  'awsPrograms',
  'batchActive',
  'silabus',
  'activeMentors',
  'courseList',
  'courseDetail',
  'courseChapter',
]

describe('content calls ↔ sandbox routes', () => {
  it.each(CONTENT_CALLS)('%s is served', async (name) => {
    const spec = CALLS[name]
    const ctx = h.ctx()
    const url = callUrl(ctx, spec, { pathParams: { id: 1, programId: 1 } })
    const res = await fetch(url, {
      method: spec.method,
      headers: { AppToken: await makeAppToken(ctx.appToken), 'Content-Type': 'application/json' },
      body: spec.method === 'GET' ? undefined : '{}',
    })
    const body = (await res.json()) as { message?: string }
    expect(body.message ?? '').not.toMatch(/^Tidak ada rute/)
    expect(res.status).not.toBe(405)
  })
})
