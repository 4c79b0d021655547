import { ROUTES } from '../../../sites/routes'
export default () => [ROUTES.event.pattern]
