import { ROUTES } from '../../sites/routes'
export default () => [ROUTES.aksara.pattern]
