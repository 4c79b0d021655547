export { audienceData as data } from '../../features/showcase/audienceData'
