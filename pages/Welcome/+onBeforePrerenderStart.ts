import { ROUTES } from '../../sites/routes'
export default () => [ROUTES.welcome.pattern]
