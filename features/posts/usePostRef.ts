import { usePost, usePostById } from '../../api/posts'
import type { PostRef } from './postRoute'

/** The post a detail page shows, through the same hook (and SWR key) its `+data` prefetched. */
export function usePostRef(ref: PostRef) {
  const byKind = usePost(ref.via === 'kind' ? ref.params : null)
  const byId = usePostById(ref.via === 'id' ? ref.params : null)
  return ref.via === 'kind' ? byKind : byId
}
