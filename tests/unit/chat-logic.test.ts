import { describe, expect, it } from 'vitest'
import type { ChatMessage } from '../../api/chat'
import { sendsOnKey } from '../../features/chat/Composer'
import { chatEnabled } from '../../sites/runtime'
import { anchoredScrollTop, isNearBottom, lastPageOf, mergeMessages } from '../../features/chat/history'
import { safeChatUrl } from '../../features/chat/markdownLinks'

describe('safeChatUrl: what a reply may link to', () => {
  it('keeps web, mail and site-relative addresses', () => {
    for (const url of [
      'https://docs.python.org/id/3/',
      'http://example.org',
      'mailto:halo@contoh.id',
      '/Class',
      '#bagian',
      '?page=2',
      './x',
    ])
      expect(safeChatUrl(url)).toBe(url)
  })

  it('drops script, data and unknown schemes, however disguised', () => {
    for (const url of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      '\u0001javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      '//evil.example/x',
      'nothing-here',
      '',
    ])
      expect(safeChatUrl(url), JSON.stringify(url)).toBe('')
  })
})

describe('history paging and scroll anchoring', () => {
  const msg = (id: number): ChatMessage => ({
    id,
    conversationId: 'c',
    role: id % 2 ? 'user' : 'assistant',
    content: `m${id}`,
    createdAt: '2026-01-01T00:00:00Z',
  })

  it('finds the newest page from a count', () => {
    expect(lastPageOf(0, 20)).toBe(1)
    expect(lastPageOf(20, 20)).toBe(1)
    expect(lastPageOf(21, 20)).toBe(2)
    expect(lastPageOf(50, 20)).toBe(3)
  })

  it('merges pages in id order without duplicates', () => {
    expect(mergeMessages([msg(3), msg(4)], [msg(1), msg(2), msg(3)]).map((m) => m.id)).toEqual([1, 2, 3, 4])
  })

  it('keeps the same content in view when content is added above', () => {
    // At the top (scrollTop 0) of 1000 px; 600 px arrive above: the view moves down by 600.
    expect(anchoredScrollTop({ scrollHeight: 1000, scrollTop: 0 }, 1600)).toBe(600)
    expect(anchoredScrollTop({ scrollHeight: 1000, scrollTop: 40 }, 1600)).toBe(640)
    expect(anchoredScrollTop({ scrollHeight: 1000, scrollTop: 0 }, 1000)).toBe(0)
  })

  it('knows when the view is at the bottom', () => {
    expect(isNearBottom({ scrollHeight: 1000, scrollTop: 600, clientHeight: 400 })).toBe(true)
    expect(isNearBottom({ scrollHeight: 1000, scrollTop: 300, clientHeight: 400 })).toBe(false)
  })
})

describe('keyboard and availability', () => {
  const key = (k: string, shiftKey = false, isComposing = false) => ({
    key: k,
    shiftKey,
    nativeEvent: { isComposing } as unknown as Event,
  })

  it('Enter sends, Shift+Enter and an input method composing do not', () => {
    expect(sendsOnKey(key('Enter') as never)).toBe(true)
    expect(sendsOnKey(key('Enter', true) as never)).toBe(false)
    expect(sendsOnKey(key('Enter', false, true) as never)).toBe(false)
    expect(sendsOnKey(key('a') as never)).toBe(false)
  })

  it('opens the assistant on ai{product} sites and where the settings enable it', () => {
    expect(chatEnabled('aipintar', { layout: 'aipintar' })).toBe(true)
    expect(chatEnabled('aipintar', null)).toBe(true)
    expect(chatEnabled('demo', { layout: 'demo' })).toBe(false)
    expect(chatEnabled('demo', { layout: 'demo', aiAssistant: true })).toBe(true)
    expect(chatEnabled('smkcoding', { layout: 'smkcoding', aiAssistant: 'yes' })).toBe(false)
  })
})
