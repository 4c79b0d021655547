import { preloadLanding } from '../../features/landing/preload'
export default preloadLanding
