import { ROUTES } from '../../sites/routes'
export default () => [ROUTES.pricing.pattern]
