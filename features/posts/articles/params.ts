import type { PostCategoryListParams } from '../../../api/posts'
import { CATEGORY_OPTIONS_MAX } from '../listParams'

/** Every category (v2 lists all kinds); the page keeps the article ones. */
export const articleCategoryParams: PostCategoryListParams = { page: 1, pageSize: CATEGORY_OPTIONS_MAX }
