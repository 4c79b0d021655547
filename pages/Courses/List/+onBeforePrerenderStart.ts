import { ROUTES } from '../../../sites/routes'
export default () => [ROUTES.courses.pattern]
