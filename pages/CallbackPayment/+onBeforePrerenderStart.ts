import { ROUTES } from '../../sites/routes'
export default () => [ROUTES.callbackPayment.pattern]
