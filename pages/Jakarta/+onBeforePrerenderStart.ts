import { ROUTES } from '../../sites/routes'
export default () => [ROUTES.jakarta.pattern]
