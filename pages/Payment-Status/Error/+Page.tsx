import { PaymentStatusView } from '../../_account/PaymentStatusView'

export default function Page() {
  return <PaymentStatusView kind="error" />
}
