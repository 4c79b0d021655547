import type { LegacyPostListParams } from '../../../api/posts'
import { PAGE_SIZE } from '../../../api/constants'
import { pageFrom, type UrlQuery } from '../../../components/urlState'

/** Published video posts of every kind (`v1/post/list` with type video), 10 a page (SPEC §9 posts). */
export const videoParams = (query: UrlQuery): LegacyPostListParams => ({
  type: 'video',
  active: true,
  page: pageFrom(query),
  pageSize: PAGE_SIZE.post,
})
