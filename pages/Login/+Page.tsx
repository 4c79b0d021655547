/**
 * `/Login` (SPEC §2): sends the visitor to the central account login with the redirect target (this
 * site's `/CallbackAuth`), the tenant id, a code and a freshly generated token (shell/account.ts).
 * `?redirect=/Class` names the page to return to afterwards; it is checked against SPEC §5 on the
 * way back, not here, so a bad target is refused with the internal redirect error where it is used.
 * Scripts off or a slow start: the page explains itself and offers the button.
 */
import { useEffect, useState } from 'react'
import { useSite } from '../../shell/site'
import { openCentralLogin } from '../../features/account/centralLogin'
import '../../features/account/styles.scss'

export default function Page() {
  const site = useSite()
  const [failed, setFailed] = useState<string | null>(null)

  const go = async () => {
    setFailed(null)
    try {
      await openCentralLogin(site, new URLSearchParams(window.location.search).get('redirect'))
    } catch (error) {
      setFailed(error instanceof Error ? error.message : String(error))
    }
  }

  useEffect(() => {
    void go() // once, on arrival
  }, [])

  return (
    <section className="container account-narrow">
      <h1>Masuk</h1>
      <p>Anda akan diarahkan ke halaman masuk akun pusat. Setelah masuk, Anda kembali ke situs ini.</p>
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
