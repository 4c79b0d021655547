import { ROUTES } from '../../../sites/routes'
export default () => [ROUTES.pesilat.pattern]
