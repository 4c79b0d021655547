import { ROUTES } from '../../sites/routes'
export default () => [ROUTES.belajarBersama.pattern]
