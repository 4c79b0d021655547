import { CITY_PAGES } from '../../features/classes/cities'
import { CityView } from '../../features/classes/CityView'

export default function Page() {
  return <CityView city={CITY_PAGES.bandung} />
}
