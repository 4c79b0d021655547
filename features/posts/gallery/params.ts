import type { GalleryListParams } from '../../../api/posts'
import { pageFrom, type UrlQuery } from '../../../components/urlState'

/** The gallery call takes only `page` (SPEC §7); its page size is the server's (6, SPEC §9). */
export const galleryParams = (query: UrlQuery): GalleryListParams => ({ page: pageFrom(query) })
