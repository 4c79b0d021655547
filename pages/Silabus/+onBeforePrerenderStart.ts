import { ROUTES } from '../../sites/routes'
export default () => [ROUTES.silabus.pattern]
