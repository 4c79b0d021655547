import { ROUTES } from '../../../../sites/routes'
export default () => [ROUTES.eventCareers.pattern]
