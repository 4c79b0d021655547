import { ROUTES } from '../../sites/routes'
export default () => [ROUTES.mentor.pattern]
