/**
 * `/Training-Services`: the main site's corporate training offer, as an audience page (what we do,
 * figures, testimonies, contact), with the training programmes from the catalogue below it.
 */
import { DemoRequestForm } from '../../features/account/DemoRequestForm'
import { AudiencePage } from '../../features/showcase/AudiencePage'
import '../../features/showcase/styles.scss'
import { TrainingPrograms } from '../../features/classes/training/TrainingPrograms'

export default function Page() {
  return (
    <>
      <AudiencePage audience="training" />
      <TrainingPrograms />
      <div className="container">
        <DemoRequestForm title="Minta demo pelatihan" />
      </div>
    </>
  )
}
