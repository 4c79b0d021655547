import { ROUTES } from '../../sites/routes'
export default () => [ROUTES.ligaSmk.pattern]
