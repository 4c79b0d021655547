import { ROUTES } from '../../../sites/routes'
export default () => [ROUTES.trainingSyllabus.pattern]
