import { PartnerPrograms } from '../../features/events/program/PartnerPrograms'
import { AudiencePage } from '../../features/showcase/AudiencePage'
import '../../features/showcase/styles.scss'

export default function Page() {
  return (
    <AudiencePage audience="collaboration">
      <PartnerPrograms />
    </AudiencePage>
  )
}
