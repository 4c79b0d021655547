/** The post size limits: the desk's checks, and the sandbox's copy of the same numbers and rules. */
import { describe, expect, it } from 'vitest'
import {
  contentProblem,
  inlineImageUrls,
  isImageUrl,
  LIMIT_MESSAGES,
  POST_LIMITS,
  postSizeProblem,
} from '../../api/postLimits'
import { POST_LIMITS as SANDBOX_LIMITS, postTooLarge, TOO_LARGE_REQUEST } from '../../sandbox/postLimits'

const PNG_DATA = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk'

describe('post size limits', () => {
  it('are the same numbers in the web app and in the sandbox', () => {
    expect(SANDBOX_LIMITS).toEqual(POST_LIMITS)
    expect(TOO_LARGE_REQUEST).toBe(LIMIT_MESSAGES.request)
  })

  it('take image addresses, never image data', () => {
    for (const ok of ['https://cdn.example/a.png', 'http://example.com/x.jpg', '/drive/img/post/1.svg'])
      expect(isImageUrl(ok)).toBe(true)
    for (const bad of [PNG_DATA, 'blob:https://x/1', 'javascript:alert(1)', '//evil.example/a.png', ''])
      expect(isImageUrl(bad)).toBe(false)
    expect(isImageUrl(`https://example.com/${'a'.repeat(POST_LIMITS.imageUrl)}`)).toBe(false)
  })

  it('find every image address of a body, srcset and single quotes included', () => {
    expect(
      inlineImageUrls(
        `<p>x</p><img alt="a" src="/a.png"><img src='https://e.example/b.png'>` +
          `<picture><source srcset="/c.png 1x, /d.png 2x"></picture><video poster=/e.png></video>`,
      ),
    ).toEqual(['/a.png', 'https://e.example/b.png', '/c.png', '/d.png', '/e.png'])
  })

  it('name the field and say why, in Indonesian, the same in the desk and the sandbox', () => {
    const cases: [Parameters<typeof postSizeProblem>[0], string, string][] = [
      [{ title: 'j'.repeat(201) }, 'title', LIMIT_MESSAGES.title],
      [{ slug: 's'.repeat(121) }, 'slug', LIMIT_MESSAGES.slug],
      [{ summary: 'r'.repeat(301) }, 'summary', LIMIT_MESSAGES.summary],
      [{ cover: PNG_DATA }, 'cover', LIMIT_MESSAGES.cover],
      [{ content: 'x'.repeat(200_001) }, 'content', LIMIT_MESSAGES.content(200_001)],
      [{ content: `<p>Foto</p><img src="${PNG_DATA}" alt="x">` }, 'content', LIMIT_MESSAGES.inlineImage],
      [{ content: '<img src="/a.png">'.repeat(51) }, 'content', LIMIT_MESSAGES.inlineImages],
    ]
    for (const [post, field, message] of cases) {
      expect(postSizeProblem(post)).toEqual({ field, message })
      expect(postTooLarge(post)).toBe(message)
    }
    expect(LIMIT_MESSAGES.content(250_000)).toBe(
      'Isi tulisan terlalu panjang: 250.000 karakter, maksimal 200.000. Bagi menjadi beberapa tulisan.',
    )
  })

  it('let a post at the limits through', () => {
    const atLimit = {
      title: 'j'.repeat(200),
      slug: 's'.repeat(120),
      summary: 'r'.repeat(300),
      cover: 'https://cdn.example/sampul.png',
      content: `<img src="/a.png">${'x'.repeat(200_000 - 18)}`,
    }
    expect(atLimit.content.length).toBe(200_000)
    expect(postSizeProblem(atLimit)).toBeNull()
    expect(postTooLarge(atLimit)).toBeNull()
    expect(contentProblem('<p>Biasa saja.</p>')).toBeNull()
  })
})
