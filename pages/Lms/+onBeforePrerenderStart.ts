import { ROUTES } from '../../sites/routes'
export default () => [ROUTES.lms.pattern]
