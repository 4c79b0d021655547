import { PaymentStatusView } from '../../../features/account/PaymentStatusView'

export default function Page() {
  return <PaymentStatusView kind="error" />
}
