import { ROUTES } from '../../../sites/routes'
export default () => [ROUTES.paymentError.pattern]
