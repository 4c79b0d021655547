/**
 * The page that leaves for the central account (`/Login`, the learner sign-up of `/Register`): it
 * says where the visitor is going and why, starts on arrival when `auto`, and offers the button
 * when scripts are off, slow, or the start failed (the reason is shown). `?redirect=` names the page
 * to return to; it is checked against SPEC §5 on the way back (`/CallbackAuth`), not here.
 */
import { useEffect, useState, type ReactNode } from 'react'
import { useSite } from '../../shell/site'
import type { SiteRuntime } from '../../sites/runtime'
import './styles.scss'

export interface CentralAccountLauncherProps {
  title: string
  children: ReactNode
  /** The button's words, and the start of the failure sentence ("Halaman masuk"). */
  button: string
  what: string
  open: (site: Pick<SiteRuntime, 'api' | 'tenant'>, returnTarget: string | null) => Promise<void>
  auto: boolean
  /** Below the button: the way to the other central page. */
  footer?: ReactNode
}

export function CentralAccountLauncher(props: CentralAccountLauncherProps) {
  const site = useSite()
  const [failed, setFailed] = useState<string | null>(null)

  const go = async () => {
    setFailed(null)
    try {
      await props.open(site, new URLSearchParams(window.location.search).get('redirect'))
    } catch (error) {
      setFailed(error instanceof Error ? error.message : String(error))
    }
  }

  useEffect(() => {
    if (props.auto) void go() // once, on arrival
  }, [])

  return (
    <section className="container account-narrow">
      <h1>{props.title}</h1>
      {props.children}
      {failed && (
        <p className="alert alert--danger" role="alert">
          {props.what} belum dapat dibuka: {failed}
        </p>
      )}
      <button type="button" className="button" onClick={() => void go()}>
        {props.button}
      </button>
      {props.footer}
    </section>
  )
}
