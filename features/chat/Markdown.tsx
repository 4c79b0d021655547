/**
 * An assistant reply as Markdown, with react-markdown (the remark/unified family, well kept and
 * CommonMark compliant). Why this one: it builds React elements from a syntax tree and never emits
 * an HTML string, and without `rehype-raw` raw HTML in the text is not rendered at all (`skipHtml`
 * makes that explicit), so no sanitiser is needed: there is no `innerHTML` for a `<script>` or an
 * `onerror` to reach. Addresses go through `safeChatUrl` (no `javascript:`/`data:`), links through
 * components/Link (SPEC §2's internal/external rule), images are not loaded (a reply shows their
 * alt text: a model's image could be a tracking pixel), code blocks get a copy button.
 * Headings step down two levels so a reply's `#` stays below the page's own headings.
 */
import { memo, useState, type ReactNode } from 'react'
import ReactMarkdown, { type Components, type ExtraProps } from 'react-markdown'
import { Link } from '../../components/Link'
import { safeChatUrl } from './markdownLinks'

type HastNode = { type: string; value?: string; children?: HastNode[] }

/** The plain text of a syntax-tree node (a code block's source, for the clipboard). */
export function nodeText(node: HastNode | undefined): string {
  if (!node) return ''
  if (node.type === 'text') return node.value ?? ''
  return (node.children ?? []).map(nodeText).join('')
}

function CopyButton({ text }: { text: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle')
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text)
      setState('copied')
    } catch {
      setState('failed')
    }
    setTimeout(() => setState('idle'), 2000)
  }
  return (
    <button type="button" className="chat-code__copy" onClick={() => void copy()}>
      {state === 'copied' ? 'Tersalin' : state === 'failed' ? 'Gagal menyalin' : 'Salin kode'}
    </button>
  )
}

function CodeBlock({ node, children }: { children?: ReactNode } & ExtraProps) {
  return (
    <div className="chat-code">
      <CopyButton text={nodeText(node as HastNode | undefined).replace(/\n$/, '')} />
      <pre>{children}</pre>
    </div>
  )
}

function ReplyLink({ href, children }: { href?: string; children?: ReactNode }) {
  if (!href) return <span className="chat-link--removed">{children}</span>
  return <Link href={href}>{children}</Link>
}

const COMPONENTS: Components = {
  h1: 'h3',
  h2: 'h3',
  h3: 'h4',
  h4: 'h5',
  h5: 'h6',
  pre: CodeBlock,
  a: ({ href, children }) => <ReplyLink href={href}>{children}</ReplyLink>,
  img: ({ alt }) => (alt ? <span className="chat-image-alt">[{alt}]</span> : null),
}

export const Markdown = memo(function Markdown({ text }: { text: string }) {
  return (
    <ReactMarkdown skipHtml urlTransform={safeChatUrl} components={COMPONENTS}>
      {text}
    </ReactMarkdown>
  )
})
