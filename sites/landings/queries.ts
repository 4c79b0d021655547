/**
 * Each landing family's build-time queries, for the home page's `+data` (server side only: this
 * module is never imported by the browser bundle, so no landing's data code ships to another).
 */
import type { ApiQuery } from '../../api/hooks'
import type { LandingFamily } from '../layouts'
import { landingQueries as alkademi } from './alkademi/queries'
import { landingQueries as foundation } from './foundation/queries'
import { landingQueries as demo } from './demo/queries'
import { landingQueries as jongkreatif } from './jongkreatif/queries'
import { landingQueries as akselerasi } from './akselerasi/queries'
import { landingQueries as alkademifun } from './alkademifun/queries'
import { landingQueries as alkamedia } from './alkamedia/queries'
import { landingQueries as sekolahkopi } from './sekolahkopi/queries'
import { landingQueries as businessAlkademi } from './business-alkademi/queries'
import { landingQueries as aseanFoundation } from './asean-foundation/queries'
import { landingQueries as smkcoding } from './smkcoding/queries'
import { landingQueries as sfi } from './sfi/queries'
import { landingQueries as ica } from './ica/queries'
import { landingQueries as pujapramudya } from './pujapramudya/queries'
import { landingQueries as aksara } from './aksara/queries'
import { landingQueries as ai } from './ai/queries'
import { landingQueries as inovasiuntukbangsa } from './inovasiuntukbangsa/queries'
import { landingQueries as belajar } from './belajar/queries'
import { landingQueries as wujud } from './wujud/queries'
import { landingQueries as beasiswa } from './beasiswa/queries'
import { landingQueries as alpha } from './alpha/queries'
import { landingQueries as defaultQueries } from './default/queries'
import { landingQueries as diaksara } from './diaksara/queries'
import { landingQueries as bharabas } from './bharabas/queries'
import { landingQueries as ruangcipta } from './ruangcipta/queries'
import { landingQueries as elevaite } from './elevaite/queries'
import { landingQueries as comingsoon } from './comingsoon/queries'

type QueriesOf = (tenantId: string) => ApiQuery[]

const QUERIES: Record<LandingFamily, QueriesOf> = {
  alkademi,
  foundation,
  demo,
  jongkreatif,
  akselerasi,
  alkademifun,
  alkamedia,
  sekolahkopi,
  'business-alkademi': businessAlkademi,
  'asean-foundation': aseanFoundation,
  smkcoding,
  sfi,
  ica,
  pujapramudya,
  aksara,
  ai,
  inovasiuntukbangsa,
  belajar,
  wujud,
  beasiswa,
  alpha,
  default: defaultQueries,
  diaksara,
  bharabas,
  ruangcipta,
  elevaite,
  comingsoon,
}

export function landingQueriesFor(family: LandingFamily, tenantId: string): ApiQuery[] {
  return (QUERIES[family] ?? QUERIES.default)(tenantId)
}
