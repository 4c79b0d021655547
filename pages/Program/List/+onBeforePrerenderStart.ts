import { ROUTES } from '../../../sites/routes'
export default () => [ROUTES.program.pattern]
