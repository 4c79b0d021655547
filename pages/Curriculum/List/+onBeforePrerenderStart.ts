import { ROUTES } from '../../../sites/routes'
export default () => [ROUTES.curriculum.pattern]
