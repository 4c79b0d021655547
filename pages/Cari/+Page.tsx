import { SearchPage } from '../../features/search/SearchPage'

export default SearchPage
