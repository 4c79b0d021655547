import { preloadLanding } from './preload'
export default preloadLanding
