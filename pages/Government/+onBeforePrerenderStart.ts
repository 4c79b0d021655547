import { ROUTES } from '../../sites/routes'
export default () => [ROUTES.government.pattern]
