import { routesFunction } from '../../../features/posts/postRoute'
export default routesFunction(['blogDetail'])
