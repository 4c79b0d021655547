import { ROUTES } from '../../../sites/routes'
export default () => [ROUTES.coursesPremium.pattern]
