import { ROUTES } from '../../sites/routes'
export default () => [ROUTES.login.pattern]
