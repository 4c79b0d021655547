import { ROUTES } from '../../sites/routes'
export default () => [ROUTES.chat.pattern]
