/**
 * What a visitor reads when a call fails (api/messages.ts): never the service's raw text for a 5xx,
 * and "check your connection" only when the browser knows it is offline.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { httpFailureMessage, MESSAGES, noAnswerMessage } from '../../api/messages'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('call failure messages', () => {
  it('no answer: the service is unavailable unless the browser is offline', () => {
    expect(noAnswerMessage()).toBe(MESSAGES.upstream) // a server render
    vi.stubGlobal('window', {})
    vi.stubGlobal('navigator', { onLine: true })
    expect(noAnswerMessage()).toBe(MESSAGES.upstream)
    vi.stubGlobal('navigator', { onLine: false })
    expect(noAnswerMessage()).toBe(MESSAGES.network)
  })

  it('a 5xx never shows the service’s own text; a 4xx shows its reason', () => {
    expect(httpFailureMessage(500, 'Injected server error')).toBe(MESSAGES.server(500))
    expect(httpFailureMessage(503, undefined)).toBe(MESSAGES.server(503))
    expect(httpFailureMessage(400, 'Alamat email tidak valid')).toBe('Alamat email tidak valid')
    expect(httpFailureMessage(401, undefined)).toBe(MESSAGES.unauthorized)
    expect(httpFailureMessage(404, undefined)).toBe(MESSAGES.server(404))
  })
})
