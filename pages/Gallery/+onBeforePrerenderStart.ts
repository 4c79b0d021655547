import { ROUTES } from '../../sites/routes'
export default () => [ROUTES.gallery.pattern]
