import { ROUTES } from '../../sites/routes'
export default () => [ROUTES.about.pattern]
