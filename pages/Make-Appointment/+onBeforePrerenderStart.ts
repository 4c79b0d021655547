import { ROUTES } from '../../sites/routes'
export default () => [ROUTES.makeAppointment.pattern]
