import { ROUTES } from '../../sites/routes'
export default () => [ROUTES.talentHiring.pattern]
