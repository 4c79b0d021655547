import { ROUTES } from '../../../sites/routes'
export default () => [ROUTES.tulisanTemans.pattern]
