import { preloadPesilatLanding } from '../../../features/landing/pesilat/preload'
export default preloadPesilatLanding
