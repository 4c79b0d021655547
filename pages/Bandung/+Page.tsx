import { CITY_PAGES } from '../_classes/cities'
import { CityView } from '../_classes/CityView'

export default function Page() {
  return <CityView city={CITY_PAGES.bandung} />
}
