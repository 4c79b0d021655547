import { ROUTES } from '../../../sites/routes'
export default () => [ROUTES.news.pattern]
