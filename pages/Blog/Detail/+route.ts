import { routesFunction } from '../../_posts/postRoute'
export default routesFunction(['blogDetail'])
