import { ROUTES } from '../../../sites/routes'
export default () => [ROUTES.podcasts.pattern]
