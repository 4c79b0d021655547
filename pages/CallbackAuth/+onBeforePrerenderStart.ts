import { ROUTES } from '../../sites/routes'
export default () => [ROUTES.callbackAuth.pattern]
