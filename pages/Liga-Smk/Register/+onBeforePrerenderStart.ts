import { ROUTES } from '../../../sites/routes'
export default () => [ROUTES.ligaSmkRegister.pattern]
