/**
 * `/Training-Services`: the main site's corporate training offer, as an audience page (what we do,
 * figures, testimonies, contact), with the training programmes from the catalogue below it.
 */
import { AudiencePage } from '../_showcase/AudiencePage'
import '../_showcase/styles.scss'
import { TrainingPrograms } from './TrainingPrograms'

export default function Page() {
  return (
    <>
      <AudiencePage audience="training" />
      <TrainingPrograms />
    </>
  )
}
