import { ROUTES } from '../../sites/routes'
export default () => [ROUTES.collaboration.pattern]
