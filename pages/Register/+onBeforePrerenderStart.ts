import { ROUTES } from '../../sites/routes'
export default () => [ROUTES.register.pattern]
