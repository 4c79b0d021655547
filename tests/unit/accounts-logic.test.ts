import { describe, expect, it } from 'vitest'
import { resolveApiConfig } from '../../api/context'
import { makeAppToken } from '../../api/token'
import { gatewayUrl, statusPath } from '../../features/account/payment'
import { checkUpload } from '../../features/account/upload'
import { readMembers } from '../../features/register/TeamForm'
import { amountRule } from '../../features/welcome/PayoutRequestForm'
import { payoutParams } from '../../features/welcome/PayoutList'
import { verifyAppToken } from '../../sandbox/appToken'
import { sandboxConfig } from '../../sandbox/config'
import {
  canApprovePayouts,
  canRequestPayouts,
  centralLoginUrl,
  centralSignUpUrl,
  initials,
} from '../../shell/account'
import { hasClientToken, loginHref, registerHref } from '../../shell/signedIn'
import { memoryTokenStore } from '../../api/context'

const site = {
  api: resolveApiConfig({ API_BASE_URL: 'http://localhost:4600' }),
  tenant: { key: 'smkcoding' } as never,
}

describe('central login', () => {
  it('passes the redirect target, the tenant id, the code and a token the server accepts', async () => {
    const url = new URL(await centralLoginUrl(site, 'http://smkcoding.localhost:3600'))
    expect(url.origin + url.pathname).toBe('http://localhost:4600/auth/akun/login')
    expect(url.pathname).toContain('akun')
    expect(url.searchParams.get('redirect')).toBe('http://smkcoding.localhost:3600/CallbackAuth')
    expect(url.searchParams.get('tenant')).toBe('smkcoding')
    const config = sandboxConfig({})
    expect(url.searchParams.get('code')).toBe(config.appTokenCode)
    const verdict = verifyAppToken(
      url.searchParams.get('token') ?? undefined,
      config.appTokenKeyHex,
      config.appTokenCode,
      60_000,
    )
    expect(verdict).toEqual({ ok: true })
    expect(await makeAppToken(site.api.appToken)).not.toBe(url.searchParams.get('token'))
  })

  it('asks to come back to the current page, never to the login pages themselves', () => {
    expect(loginHref('/Class')).toBe('/Login?redirect=%2FClass')
    expect(loginHref('/Login')).toBe('/Login')
    expect(loginHref('/CallbackAuth')).toBe('/Login')
    expect(loginHref('/Register?redirect=%2FClass')).toBe('/Login')
    expect(registerHref('/Class/kelas-a')).toBe('/Register?redirect=%2FClass%2Fkelas-a')
    expect(registerHref('/Register')).toBe('/Register')
    expect(registerHref('/Login?redirect=%2FClass')).toBe('/Register')
  })

  it('signs up through the central sign-up with the same parameters as the login', async () => {
    const now = Date.now()
    const login = new URL(await centralLoginUrl(site, 'http://demo.localhost:3600', now))
    const signUp = new URL(await centralSignUpUrl(site, 'http://demo.localhost:3600', now))
    expect(signUp.origin + signUp.pathname).toBe('http://localhost:4600/auth/akun/daftar')
    expect([...signUp.searchParams.keys()]).toEqual([...login.searchParams.keys()])
    for (const name of ['redirect', 'tenant', 'code'])
      expect(signUp.searchParams.get(name), name).toBe(login.searchParams.get(name))
    const config = sandboxConfig({})
    expect(
      verifyAppToken(
        signUp.searchParams.get('token') ?? undefined,
        config.appTokenKeyHex,
        config.appTokenCode,
        60_000,
      ),
    ).toEqual({ ok: true })
  })

  it('is signed in only with a client token', () => {
    const tokens = memoryTokenStore()
    expect(hasClientToken(tokens)).toBe(false)
    tokens.setGuestToken('guest')
    expect(hasClientToken(tokens)).toBe(false)
    tokens.setClientToken('client')
    expect(hasClientToken(tokens)).toBe(true)
  })

  it('initials and roles', () => {
    expect(initials('Bayu Pratama')).toBe('BP')
    expect(initials('dewi')).toBe('D')
    expect(initials('  ')).toBe('?')
    expect(canApprovePayouts('admin')).toBe(true)
    expect(canApprovePayouts('student')).toBe(false)
    expect(canRequestPayouts('mentor')).toBe(true)
    expect(canRequestPayouts('student')).toBe(false)
  })
})

describe('payout request and list', () => {
  it('amount: whole rupiah, at least 50.000, at most what is available', () => {
    const rule = amountRule(200_000)
    expect(rule('')).toBeNull()
    expect(rule('100000')).toBeNull()
    expect(rule('100.000')).toBeNull()
    expect(rule('49999')).toMatch(/minimal Rp 50\.000/)
    expect(rule('200001')).toMatch(/melebihi saldo/)
    expect(rule('12abc')).toMatch(/angka/)
  })

  it('reads its filters from the URL, ignoring unknown statuses', () => {
    expect(payoutParams({ page: '2', status: 'paid', bank: 'BCA', q: 'bayu' })).toEqual({
      page: 2,
      status: 'paid',
      bank: 'BCA',
      search: 'bayu',
    })
    expect(payoutParams({ status: 'lunas' }).status).toBeUndefined()
  })
})

describe('registration', () => {
  it('members: pairs complete, emails valid, at least one', () => {
    expect(readMembers({ m0name: 'A', m0email: 'a@contoh.id' }, 3)).toEqual([
      { name: 'A', email: 'a@contoh.id' },
    ])
    expect(readMembers({ m0name: 'A', m0email: 'a@contoh.id', m1name: 'B' }, 3)).toBe(
      'Anggota 2: isi nama dan email.',
    )
    expect(readMembers({ m0name: 'A', m0email: 'salah' }, 3)).toMatch(/format email/)
    expect(readMembers({}, 3)).toBe('Isi minimal satu anggota tim.')
  })

  it('uploads: PDF, PNG or JPG up to 5 MB', () => {
    expect(checkUpload({ type: 'application/pdf', size: 1000 })).toBeNull()
    expect(checkUpload({ type: 'image/svg+xml', size: 1000 })).toMatch(/tidak didukung/)
    expect(checkUpload({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toMatch(/5 MB/)
    expect(checkUpload({ type: 'image/png', size: 0 })).toMatch(/kosong/)
  })
})

describe('payments', () => {
  it('sends the gateway back to this site and picks the status page from the API status', () => {
    const url = new URL(
      gatewayUrl('http://localhost:4600/services/v1/payment/checkout/INV-1', 'http://demo.localhost:3600'),
    )
    expect(url.searchParams.get('return')).toBe('http://demo.localhost:3600/CallbackPayment')
    expect(statusPath({ status: 'paid', invoiceId: 'INV-1' })).toBe('/Payment-Status/Success?invoice=INV-1')
    expect(statusPath({ status: 'expired', invoiceId: 'INV-1' })).toBe('/Payment-Status/Error?invoice=INV-1')
  })
})
