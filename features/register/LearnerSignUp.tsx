/**
 * The learner sign-up launcher of `/Register` on sites without the coder registration: in the site's
 * own words, it leaves for the central account's sign-up (shell/account.ts `centralSignUpUrl`),
 * which creates a student account and comes back through `/CallbackAuth` to the page the visitor
 * pressed "Daftar" on (`?redirect=`, as `/Login` takes it), signed in.
 */
import { Link } from '../../components/Link'
import { useUrlState } from '../../components/urlState'
import { useLiveSettings } from '../../shell/useLiveSettings'
import { loginHref } from '../../shell/signedIn'
import { CentralAccountLauncher } from '../account/CentralAccountLauncher'
import { openCentralSignUp } from '../account/centralLogin'

export function LearnerSignUp() {
  const { siteName } = useLiveSettings()
  const back = useUrlState().query.redirect
  return (
    <CentralAccountLauncher
      title="Daftar"
      button="Lanjut ke halaman pendaftaran"
      what="Halaman pendaftaran"
      open={openCentralSignUp}
      auto
      footer={
        <p>
          Sudah punya akun? <Link href={loginHref(back ?? '')}>Masuk</Link>.
        </p>
      }
    >
      <p>
        Buat akun {siteName} untuk ikut kelas, menyimpan kemajuan belajar dan membayar kelas. Anda akan
        diarahkan ke halaman pendaftaran akun pusat; setelah akun dibuat, Anda kembali ke halaman tadi dalam
        keadaan sudah masuk.
      </p>
    </CentralAccountLauncher>
  )
}
