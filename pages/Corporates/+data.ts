export { audienceData as data } from '../_showcase/audienceData'
