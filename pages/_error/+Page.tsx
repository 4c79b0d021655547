/** Not-found and error screens (SPEC §2), with the exact texts. */
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

function ErrorScreen() {
  const { is404, abortReason } = usePageContext()
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
