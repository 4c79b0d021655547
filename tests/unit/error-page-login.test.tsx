// @vitest-environment happy-dom
/**
 * The error page (SPEC §2): aborted with 401 (a page that needs a signed-in visitor), it sends the
 * visitor to the central login as `/Login` does, with the current page as the way back; other
 * errors keep the error screen and send nobody anywhere.
 */
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const pageContext: { is404: boolean; abortStatusCode?: number; abortReason?: string } = { is404: false }
const site = { tenant: { key: 'demo' }, api: {} }
const openCentralLogin = vi.fn(async (_site: unknown, _target: string | null) => {})

vi.mock('vike-react/usePageContext', () => ({ usePageContext: () => pageContext }))
vi.mock('../../shell/site', () => ({ useSite: () => site }))
vi.mock('../../features/account/centralLogin', () => ({
  openCentralLogin: (s: unknown, t: string | null) => openCentralLogin(s, t),
}))
vi.mock('../../components/Link', () => ({
  Link: ({ href, children }: { href: string; children: React.ReactNode }) => <a href={href}>{children}</a>,
}))

const { default: ErrorPage } = await import('../../pages/_error/+Page')

beforeEach(() => {
  openCentralLogin.mockClear()
  window.history.replaceState(null, '', '/Class/kelas-rahasia?tab=silabus')
})
afterEach(cleanup)

describe('error page', () => {
  it('401: goes to the central login with this page as the target to return to', async () => {
    pageContext.abortStatusCode = 401
    render(<ErrorPage />)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Silakan masuk terlebih dahulu')
    await waitFor(() => expect(openCentralLogin).toHaveBeenCalledTimes(1))
    expect(openCentralLogin).toHaveBeenCalledWith(site, '/Class/kelas-rahasia?tab=silabus')
    expect(screen.getByRole('button', { name: 'Lanjut ke halaman masuk' })).toBeTruthy()
  })

  it('500: the error screen, and no login', async () => {
    pageContext.abortStatusCode = 500
    pageContext.abortReason = 'Server sedang bermasalah.'
    render(<ErrorPage />)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Opps.. Maaf terjadi kesalahan pada website',
    )
    await new Promise((r) => setTimeout(r, 20))
    expect(openCentralLogin).not.toHaveBeenCalled()
  })
})
