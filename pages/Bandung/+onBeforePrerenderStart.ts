import { ROUTES } from '../../sites/routes'
export default () => [ROUTES.bandung.pattern]
