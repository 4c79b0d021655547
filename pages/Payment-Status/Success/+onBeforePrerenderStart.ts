import { ROUTES } from '../../../sites/routes'
export default () => [ROUTES.paymentSuccess.pattern]
