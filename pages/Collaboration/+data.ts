import type { PageContextServer } from 'vike/types'
import { useAwsPrograms } from '../../api/programs'
import { programCard } from '../../features/listPayload/cardFields'
import { slimList } from '../../features/listPayload/slimList'
import { audienceData } from '../../features/showcase/audienceData'

export const data = (pageContext: PageContextServer) =>
  audienceData(pageContext, (tenantId) => [slimList(useAwsPrograms.query(tenantId, {}), programCard)])
