import type { ClassActiveParams } from '../../api/classes'
import { PAGE_SIZE } from '../../api/constants'
import { pageFrom, type UrlQuery } from '../../components/urlState'

/** `v1/class/active` sends its query only with `page` (SPEC §7), so the page is always given. */
export const activeParams = (query: UrlQuery): ClassActiveParams => ({
  page: pageFrom(query),
  perPage: PAGE_SIZE.class,
})
