import { ROUTES } from '../../sites/routes'
export default () => [ROUTES.campus.pattern]
