import { routeFunction } from '../../sites/routes'
export default routeFunction('search')
