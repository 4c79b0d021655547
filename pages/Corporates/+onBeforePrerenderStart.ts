import { ROUTES } from '../../sites/routes'
export default () => [ROUTES.corporates.pattern]
