import { ROUTES } from '../../sites/routes'
export default () => [ROUTES.home.pattern]
