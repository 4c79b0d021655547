import { ROUTES } from '../../sites/routes'
export default () => [ROUTES.clients.pattern]
