import { ROUTES } from '../../sites/routes'
export default () => [ROUTES.trainingServices.pattern]
