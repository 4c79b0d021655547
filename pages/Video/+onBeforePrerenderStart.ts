import { ROUTES } from '../../sites/routes'
export default () => [ROUTES.video.pattern]
