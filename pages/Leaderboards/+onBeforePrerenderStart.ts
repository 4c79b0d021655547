import { ROUTES } from '../../sites/routes'
export default () => [ROUTES.leaderboards.pattern]
