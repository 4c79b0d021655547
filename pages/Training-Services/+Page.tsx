import { AudiencePage } from '../_showcase/AudiencePage'
import '../_showcase/styles.scss'

export default function Page() {
  return <AudiencePage audience="training" />
}
