import { describe, expect, it } from 'vitest'
import { generateToken, getLandingCounters, validateToken } from '../../api/app'
import { APP_VERSION_STORAGE_KEY, checkAppVersion, memoryStorage } from '../../api/session'
import {
  CLIENT_TOKEN_COOKIE,
  COOKIE_MAX_AGE_SECONDS,
  cookieTokenStore,
  GUEST_TOKEN_COOKIE,
  type CookieJar,
} from '../../api/cookies'
import { useSandbox } from './harness'

const h = useSandbox()

/** A js-cookie stand-in that records what was written, with which attributes. */
function fakeJar() {
  const cookies = new Map<string, { value: string; attributes: Record<string, unknown> }>()
  const jar: CookieJar = {
    get: (name) => cookies.get(name)?.value,
    set: (name, value, attributes = {}) => cookies.set(name, { value, attributes }),
    remove: (name) => void cookies.delete(name),
  }
  return { jar, cookies }
}

describe('cookie token store', () => {
  it('writes both tokens with a 30-day lifetime, path /, SameSite=Lax and Secure on https', () => {
    const { jar, cookies } = fakeJar()
    const now = Date.UTC(2026, 0, 1)
    const store = cookieTokenStore(jar, { secure: true, now: () => now })
    store.setGuestToken('guest-1')
    store.setClientToken('client-1')
    for (const name of [GUEST_TOKEN_COOKIE, CLIENT_TOKEN_COOKIE]) {
      const attrs = cookies.get(name)!.attributes
      expect(attrs.path).toBe('/')
      expect(attrs.sameSite).toBe('Lax')
      expect(attrs.secure).toBe(true)
      expect(attrs['max-age']).toBe('2592000')
      expect((attrs.expires as Date).getTime() - now).toBe(COOKIE_MAX_AGE_SECONDS * 1000)
    }
    expect(COOKIE_MAX_AGE_SECONDS).toBe(2_592_000)
  })

  it('prefers the client token, falls back to the guest token, and clears both', () => {
    const { jar, cookies } = fakeJar()
    const store = cookieTokenStore(jar, { secure: false })
    expect(store.getAccessToken()).toBeUndefined()
    store.setGuestToken('g')
    expect(store.getAccessToken()).toBe('g')
    store.setClientToken('c')
    expect(store.getAccessToken()).toBe('c')
    expect(cookies.get(GUEST_TOKEN_COOKIE)!.attributes.secure).toBe(false)
    store.clear()
    expect(store.getAccessToken()).toBeUndefined()
    expect(cookies.size).toBe(0)
  })
})

describe('app version check (SPEC §4)', () => {
  it('on a new version clears storage and cookies, saves the version and requests a token', async () => {
    const ctx = h.ctx()
    const { jar, cookies } = fakeJar()
    ctx.tokens = cookieTokenStore(jar, { secure: false })
    ctx.tokens.setGuestToken('old-guest')
    ctx.tokens.setClientToken('old-client')
    const storage = memoryStorage({ [APP_VERSION_STORAGE_KEY]: '0.9.0', lmsId: '42' })
    const res = await checkAppVersion(ctx, storage)
    expect(res.status).toBe(true)
    expect(res.data).toEqual({ version: '1.0.0', changed: true, tokenValid: true, tokenRenewed: true })
    expect([...storage.items]).toEqual([[APP_VERSION_STORAGE_KEY, '1.0.0']])
    expect(cookies.has(CLIENT_TOKEN_COOKIE)).toBe(false)
    const fresh = ctx.tokens.getGuestToken()
    expect(fresh).toBeTruthy()
    expect(fresh).not.toBe('old-guest')
    expect((await validateToken(ctx)).data).toEqual({ valid: true })
  })

  it('given what an earlier page left, clears only that: a sign-in and items of this page stay', async () => {
    const ctx = h.ctx()
    const { jar, cookies } = fakeJar()
    ctx.tokens = cookieTokenStore(jar, { secure: false })
    ctx.tokens.setGuestToken('old-guest')
    const storage = memoryStorage({ [APP_VERSION_STORAGE_KEY]: '0.9.0', lmsId: '42', profile: 'old' })
    const before = {
      items: Object.fromEntries(storage.items),
      guestToken: 'old-guest',
      clientToken: undefined,
    }
    // This page, before the check ran: a sign-in, a new item and a changed one.
    const signedIn = await generateToken(ctx)
    ctx.tokens.setClientToken(signedIn.data!.token)
    storage.setItem('progress', 'bab-1')
    storage.setItem('profile', 'Rina')
    const res = await checkAppVersion(ctx, storage, { before })
    expect(res.data).toEqual({ version: '1.0.0', changed: true, tokenValid: true, tokenRenewed: false })
    expect(Object.fromEntries(storage.items)).toEqual({
      [APP_VERSION_STORAGE_KEY]: '1.0.0',
      progress: 'bab-1',
      profile: 'Rina',
    })
    expect(cookies.has(GUEST_TOKEN_COOKIE)).toBe(false)
    expect(ctx.tokens.getAccessToken()).toBe(signedIn.data!.token)
  })

  it('treats an absent stored version as a change', async () => {
    const ctx = h.ctx()
    const storage = memoryStorage({ other: 'x' })
    const res = await checkAppVersion(ctx, storage)
    expect(res.data?.changed).toBe(true)
    expect(storage.items.get('other')).toBeUndefined()
    expect(storage.getItem(APP_VERSION_STORAGE_KEY)).toBe('1.0.0')
  })

  it('with the same version clears nothing and keeps the token', async () => {
    const ctx = h.ctx()
    const token = await generateToken(ctx)
    ctx.tokens!.setGuestToken(token.data!.token)
    ctx.tokens!.setClientToken('client-x')
    const storage = memoryStorage({ [APP_VERSION_STORAGE_KEY]: '1.0.0', lmsId: '7' })
    const res = await checkAppVersion(ctx, storage)
    expect(res.data).toEqual({ version: '1.0.0', changed: false, tokenValid: true, tokenRenewed: false })
    expect(storage.items.get('lmsId')).toBe('7')
    expect(ctx.tokens!.getAccessToken()).toBe('client-x')
  })

  it('follows a server version bump', async () => {
    const ctx = h.ctx()
    const storage = memoryStorage()
    await checkAppVersion(ctx, storage)
    const before = ctx.tokens!.getGuestToken()
    await h.admin('version', { version: '2.0.0' })
    try {
      const res = await checkAppVersion(ctx, storage)
      expect(res.data?.changed).toBe(true)
      expect(storage.getItem(APP_VERSION_STORAGE_KEY)).toBe('2.0.0')
      // cookies were cleared, so the (now absent) token is invalid and a new one is issued
      expect(res.data?.tokenRenewed).toBe(true)
      expect(ctx.tokens!.getGuestToken()).not.toBe(before)
    } finally {
      await h.admin('reset')
    }
  })

  it('reports a failed version call without clearing anything', async () => {
    const ctx = h.ctx()
    ctx.tokens!.setGuestToken('keep')
    const storage = memoryStorage({ [APP_VERSION_STORAGE_KEY]: '0.1.0' })
    await h.admin('faults', { pathPrefix: '/services/v1/app/version', fault: '500', remaining: 1 })
    const res = await checkAppVersion(ctx, storage)
    expect(res.status).toBe(false)
    expect(res.message).toBeTruthy()
    expect(storage.getItem(APP_VERSION_STORAGE_KEY)).toBe('0.1.0')
    expect(ctx.tokens!.getGuestToken()).toBe('keep')
  })
})

describe('landing counters', () => {
  it('serves data_count, and fails cleanly on a server error', async () => {
    const res = await getLandingCounters(h.ctx())
    expect(res.data?.data_count.classes).toBeGreaterThan(0)
    await h.admin('faults', { pathPrefix: '/services/v1/landing/counter', fault: '500', remaining: 1 })
    expect(await getLandingCounters(h.ctx())).toMatchObject({ status: false, data: null })
  })
})
