import { ROUTES } from '../../sites/routes'
export default () => [ROUTES.privacyPolicy.pattern]
