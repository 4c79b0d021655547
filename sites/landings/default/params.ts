import type { ClassListParams } from '../../../api/classes'

/** The classes the default landing lists: the six newest open classes. */
export const HOME_CLASSES: ClassListParams = { perPage: 6, state: 'open', sort: 'newest' }
