/**
 * The sandbox's central sign-up page (auth host `/akun/daftar`), beside its login: the same checks
 * of the site's parameters (one `loginCheck` for both), Indonesian messages per field, a taken
 * e-mail refused with the typed name and address kept, and a new student account that comes back to
 * the site's `/CallbackAuth` with a client token the API accepts, as the login does.
 */
import { describe, expect, it } from 'vitest'
import { getMe } from '../../api/accounts'
import { centralLoginUrl, centralSignUpUrl } from '../../shell/account'
import { clientTokens, useSandbox } from './harness'

const h = useSandbox()
// A port the harness registers for the sites (sandbox/returnAddress.ts).
const SITE = 'http://demo.localhost:3000'

const signUpUrl = () => centralSignUpUrl({ api: h.ctx(), tenant: { key: 'demo' } as never }, SITE)

async function post(url: string, fields: Record<string, string>) {
  return fetch(url, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' })
}

describe('central sign-up page', () => {
  it('shows the form with a link to the login that keeps the site’s parameters', async () => {
    const url = await signUpUrl()
    const res = await fetch(url)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('<h1>Buat akun baru</h1>')
    for (const label of ['Nama lengkap', 'Email', 'Kata sandi', 'Ulangi kata sandi', 'Tampilkan kata sandi'])
      expect(html).toContain(label)
    const search = new URL(url).search.replaceAll('&', '&amp;')
    expect(html).toContain(`<a href="login${search}">Masuk</a>`)
    // And back: the login page links to the sign-up with its own query.
    const loginUrl = await centralLoginUrl({ api: h.ctx(), tenant: { key: 'demo' } as never }, SITE)
    const login = await fetch(loginUrl)
    const loginSearch = new URL(loginUrl).search.replaceAll('&', '&amp;')
    expect(await login.text()).toContain(`<a href="daftar${loginSearch}">Daftar</a>`)
  })

  it('refuses what the login refuses: a foreign return address, a wrong code or token', async () => {
    const good = new URL(await signUpUrl())
    const foreign = new URL(good)
    foreign.searchParams.set('redirect', 'https://evil.example/CallbackAuth')
    const badCode = new URL(good)
    badCode.searchParams.set('code', 'lain')
    const badToken = new URL(good)
    badToken.searchParams.set('token', 'bukan-token')
    for (const url of [foreign, badCode, badToken]) {
      const page = await fetch(url)
      expect(page.status, url.search).toBe(400)
      expect(await page.text()).toContain('Tidak dapat mendaftar')
      const sent = await post(url.toString(), {
        name: 'Orang Asing',
        email: `asing-${Date.now()}@contoh.id`,
        password: 'rahasia123',
        password2: 'rahasia123',
      })
      expect(sent.status, url.search).toBe(400)
      expect(sent.headers.get('location')).toBeNull()
    }
  })

  it('says what is wrong with each field, in Indonesian, keeping name and e-mail', async () => {
    const url = await signUpUrl()
    const empty = await post(url, { name: '', email: '', password: '', password2: '' })
    expect(empty.status).toBe(400)
    const emptyHtml = await empty.text()
    for (const message of ['Nama wajib diisi.', 'Email wajib diisi.', 'Kata sandi wajib diisi.'])
      expect(emptyHtml).toContain(message)
    const bad = await post(url, {
      name: 'Sari Pelajar',
      email: 'sari@',
      password: 'pendek',
      password2: 'lain',
    })
    const html = await bad.text()
    expect(html).toContain('Format email tidak valid.')
    expect(html).toContain('Kata sandi minimal 8 karakter.')
    expect(html).toContain('Kata sandi tidak sama.')
    expect(html).toContain('value="Sari Pelajar"')
    expect(html).toContain('value="sari@"')
    expect(html).not.toContain('pendek')
  })

  it('creates a student and returns to /CallbackAuth with a client token; a taken e-mail is refused', async () => {
    const url = await signUpUrl()
    const email = `pelajar-${Date.now()}@contoh.id`
    const fields = { name: 'Pelajar Baru', email, password: 'rahasia123', password2: 'rahasia123' }
    const res = await post(url, fields)
    expect(res.status).toBe(303)
    const back = new URL(res.headers.get('location') ?? '')
    expect(back.origin + back.pathname).toBe(`${SITE}/CallbackAuth`)
    const token = back.searchParams.get('token')
    expect(token).toBeTruthy()
    const me = await getMe(h.ctx('demo', { tokens: clientTokens(token!) }))
    expect(me.data).toMatchObject({ email, name: 'Pelajar Baru', role: 'student' })

    const again = await post(url, { ...fields, name: 'Pelajar Kedua', email: email.toUpperCase() })
    expect(again.status).toBe(409)
    const html = await again.text()
    expect(html).toContain('Email sudah terdaftar. Silakan masuk.')
    expect(html).toContain('value="Pelajar Kedua"')
    expect(html).toContain(`value="${email.toUpperCase()}"`)
  })
})
