import { ROUTES } from '../../../sites/routes'
export default () => [ROUTES.class.pattern]
