import { ROUTES } from '../../../../sites/routes'
export default () => [ROUTES.eventProgram.pattern]
