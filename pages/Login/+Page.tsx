/**
 * `/Login` (SPEC §2): sends the visitor to the central account login with the redirect target (this
 * site's `/CallbackAuth`), the tenant id, a code and a freshly generated token (shell/account.ts).
 * `?redirect=/Class` names the page to return to afterwards (features/account/CentralAccountLauncher).
 * Scripts off or a slow start: the page explains itself and offers the button.
 */
import { CentralAccountLauncher } from '../../features/account/CentralAccountLauncher'
import { openCentralLogin } from '../../features/account/centralLogin'

export default function Page() {
  return (
    <CentralAccountLauncher
      title="Masuk"
      button="Lanjut ke halaman masuk"
      what="Halaman masuk"
      open={openCentralLogin}
      auto
    >
      <p>Anda akan diarahkan ke halaman masuk akun pusat. Setelah masuk, Anda kembali ke situs ini.</p>
    </CentralAccountLauncher>
  )
}
