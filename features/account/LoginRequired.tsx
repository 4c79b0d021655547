import { useEffect, useState } from 'react'
import { useSite } from '../../shell/site'
import { openCentralLogin } from './centralLogin'

/**
 * What a page that needs a signed-in visitor shows a guest (SPEC §2 error screen, "can send an
 * unauthenticated user to the central account login"): it leaves at once for the central login with
 * this page as the target to come back to, and offers the button should that not start. Used by the
 * error page for `render(401)` and by pages that only make sense signed in (`/CallbackPayment`).
 */
export function LoginRequired({ headingLevel = 1 }: { headingLevel?: 1 | 2 }) {
  const site = useSite()
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  const [failed, setFailed] = useState<string | null>(null)
  const go = async () => {
    setFailed(null)
    try {
      await openCentralLogin(site, `${window.location.pathname}${window.location.search}`)
    } catch (error) {
      setFailed(error instanceof Error ? error.message : String(error))
    }
  }
  useEffect(() => {
    void go() // once, on arrival
  }, [])
  return (
    <section className={headingLevel === 1 ? 'error-screen container' : 'login-required'}>
      <Heading>Silakan masuk terlebih dahulu</Heading>
      <p>
        Halaman ini hanya untuk pengguna yang sudah masuk. Anda akan diarahkan ke halaman masuk akun pusat.
      </p>
      {failed && (
        <p className="alert alert--danger" role="alert">
          Halaman masuk belum dapat dibuka: {failed}
        </p>
      )}
      <button type="button" className="button" onClick={() => void go()}>
        Lanjut ke halaman masuk
      </button>
    </section>
  )
}
