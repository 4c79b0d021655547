/**
 * Not-found and error screens (SPEC §2), with the exact texts. A page that needs a signed-in visitor
 * aborts with `throw render(401)`: the error page then does what `/Login` does, sending the visitor
 * to the central account login with this page as the target to come back to
 * (features/account/centralLogin.ts), and offers the button should that not start.
 * A backend's 401 to a server render is NOT such a case: renders carry no visitor's token
 * (renderer/ssrCache.ts), so it means the site's own credentials failed and stays the 502 error
 * screen of shell/pageData.ts `requireItem` (tests/e2e/hardening-faults.spec.ts).
 */
import { usePageContext } from 'vike-react/usePageContext'
import { ErrorBoundary } from '../../components/ErrorBoundary'
import { Link } from '../../components/Link'
import {
  ERROR_PAGE_FAILED_TEXT,
  ERROR_PAGE_HOME_TEXT,
  ERROR_TEXT,
  HOME_LINK_TEXT,
  NOT_FOUND_TEXT,
} from '../../shell/errorTexts'
import { LoginRequired } from '../../features/account/LoginRequired'

function ErrorScreen() {
  const { is404, abortReason, abortStatusCode } = usePageContext()
  if (abortStatusCode === 401) return <LoginRequired />
  const message = typeof abortReason === 'string' ? abortReason : null
  return (
    <section className="error-screen container">
      <p className="error-screen__code" aria-hidden="true">
        {is404 ? '404' : '500'}
      </p>
      <h1>{is404 ? NOT_FOUND_TEXT : ERROR_TEXT}</h1>
      {!is404 && message && <p className="error-screen__message">{message}</p>}
      <Link className="button" href="/">
        {HOME_LINK_TEXT}
      </Link>
    </section>
  )
}

export default function Page() {
  return (
    <ErrorBoundary
      fallback={
        <section className="error-screen container">
          <h1>{ERROR_PAGE_FAILED_TEXT}</h1>
          <Link href="/">{ERROR_PAGE_HOME_TEXT}</Link>
        </section>
      }
    >
      <ErrorScreen />
    </ErrorBoundary>
  )
}
