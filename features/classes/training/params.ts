import type { ProgramListParams } from '../../../api/programs'

/**
 * The corporate training offer is the catalogue's training programmes (`filter.type=pelatihan`,
 * the program type the API uses for trainings), all on one page: there are few of them.
 */
export const TRAINING_PROGRAMS: ProgramListParams = { page: 1, perPage: 100, filterType: 'pelatihan' }
