import { ROUTES } from '../../sites/routes'
export default () => [ROUTES.termsAndConditions.pattern]
