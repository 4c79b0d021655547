import { ROUTES } from '../../../sites/routes'
export default () => [ROUTES.berita.pattern]
