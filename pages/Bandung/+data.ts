import type { PageContextServer } from 'vike/types'
import { CITY_PAGES } from '../_classes/cities'
import { cityData } from '../_classes/cityData'

export const data = (pageContext: PageContextServer) => cityData(pageContext, CITY_PAGES.bandung)
