import type { BatchListParams } from '../../api/batches'

/**
 * Open batches for an overview: the first 50 active batches, of which the page shows those of the
 * class's program (`batch/active` has no program filter; SPEC §7).
 */
export const OVERVIEW_BATCHES: BatchListParams = { page: 1, perPage: 50 }
