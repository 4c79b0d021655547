import { ROUTES } from '../../sites/routes'
export default () => [ROUTES.metamorfosa.pattern]
