import { ROUTES } from '../../sites/routes'
export default () => [ROUTES.search.pattern]
