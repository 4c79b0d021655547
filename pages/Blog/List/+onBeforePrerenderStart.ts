import { ROUTES } from '../../../sites/routes'
export default () => [ROUTES.blog.pattern]
