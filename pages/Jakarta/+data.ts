import type { PageContextServer } from 'vike/types'
import { CITY_PAGES } from '../../features/classes/cities'
import { cityData } from '../../features/classes/cityData'

export const data = (pageContext: PageContextServer) => cityData(pageContext, CITY_PAGES.jakarta)
