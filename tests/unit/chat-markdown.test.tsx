// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { SiteHostsProvider } from '../../components/Link'
import { Markdown, nodeText } from '../../features/chat/Markdown'

afterEach(cleanup)

const show = (text: string) =>
  render(
    <SiteHostsProvider hosts={['aipintar.localhost']}>
      <Markdown text={text} />
    </SiteHostsProvider>,
  ).container

describe('chat Markdown', () => {
  it('renders headings (two levels down), lists, code with a copy button, and links by SPEC §2', () => {
    const el = show(
      '## Judul\n\n- satu\n- dua\n\n```js\nconst a = 1\n```\n\n[kelas](/Class) dan [luar](https://contoh.id/x)',
    )
    expect(el.querySelector('h3')?.textContent).toBe('Judul')
    expect(el.querySelectorAll('ul li')).toHaveLength(2)
    expect(el.querySelector('pre code')?.textContent).toBe('const a = 1\n')
    expect(el.querySelector('.chat-code__copy')?.textContent).toBe('Salin kode')
    const [internal, external] = [...el.querySelectorAll('a')]
    expect(internal?.getAttribute('href')).toBe('/Class')
    expect(internal?.getAttribute('target')).toBeNull()
    expect(external?.getAttribute('target')).toBe('_blank')
    expect(external?.getAttribute('rel')).toBe('noopener noreferrer')
  })

  it('renders no HTML from the text and no unsafe link', () => {
    const el = show(
      'a <script>alert(1)</script> b\n\n<img src=x onerror="alert(1)">\n\n[x](javascript:alert(1)) [y](data:text/html,hi) ![foto](https://contoh.id/p.png)',
    )
    expect(el.querySelector('script, img, iframe')).toBeNull()
    expect(el.querySelectorAll('a')).toHaveLength(0)
    expect(el.textContent).toContain('x')
    expect(el.textContent).toContain('[foto]')
    expect(el.innerHTML).not.toContain('javascript:')
    expect(el.innerHTML).not.toContain('onerror')
  })

  it('reads a code block back as plain text', () => {
    expect(
      nodeText({
        type: 'element',
        children: [{ type: 'element', children: [{ type: 'text', value: 'print(1)\n' }] }],
      }),
    ).toBe('print(1)\n')
  })
})
