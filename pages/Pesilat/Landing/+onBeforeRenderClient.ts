import { preloadPesilatLanding } from './preload'
export default preloadPesilatLanding
