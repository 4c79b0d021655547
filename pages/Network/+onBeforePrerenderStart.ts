import { ROUTES } from '../../sites/routes'
export default () => [ROUTES.network.pattern]
