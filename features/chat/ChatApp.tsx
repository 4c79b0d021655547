/**
 * The AI assistant, loaded lazily by pages/Chat only after hydration, so its code
 * (react-markdown included) is fetched on the chat route alone, never on a page that merely links
 * here. Signed out (or the identity service refuses the token): the sign-in form. Signed in: the
 * conversation list and the open thread side by side (one at a time below 768 px). The open
 * conversation is kept in the address (`?percakapan=<id>`), so a reload reopens it.
 */
import { useCallback, useRef, useState } from 'react'
import { useConversations } from '../../api/chat'
import { useApiContext, useApiResult } from '../../api/hooks'
import { identityKeys, identityMe } from '../../api/identity'
import { ok } from '../../api/result'
import { LoadError } from '../../components/LoadError'
import { TextSkeleton } from '../../components/Skeleton'
import { useSignedIn } from '../../shell/signedIn'
import { useOnline } from '../../shell/online'
import { ConversationList } from './ConversationList'
import { SignInForm } from './SignInForm'
import { Thread } from './Thread'
import { useHistory } from './useHistory'
import { useReply } from './useReply'

export const CONVERSATION_PARAM = 'percakapan'
const LIST_STEP = 20

function readSelected(): string | null {
  return new URLSearchParams(window.location.search).get(CONVERSATION_PARAM)
}

function writeSelected(id: string | null) {
  const url = new URL(window.location.href)
  if (id) url.searchParams.set(CONVERSATION_PARAM, id)
  else url.searchParams.delete(CONVERSATION_PARAM)
  window.history.replaceState(window.history.state, '', url)
}

function Workspace({ name }: { name: string }) {
  const online = useOnline()
  const [selected, setSelected] = useState<string | null>(readSelected)
  const [pane, setPane] = useState<'list' | 'thread'>(selected ? 'thread' : 'list')
  const [perPage, setPerPage] = useState(LIST_STEP)
  const [draft, setDraft] = useState('')
  const inputRef = useRef<HTMLTextAreaElement>(null)
  const list = useConversations({ page: 1, perPage }, { keepPreviousData: true })
  const conversations = list.data?.data
  const current = conversations?.find((c) => c.id === selected)
  const history = useHistory(selected, current?.messageCount)

  const reply = useReply({
    onStarted: (id) => {
      setDraft('')
      if (id !== selected) {
        history.adopt(id)
        setSelected(id)
        writeSelected(id)
      }
      void list.mutate()
    },
    onEnded: () => void list.mutate(),
  })

  const select = useCallback(
    (id: string | null) => {
      reply.reset()
      setSelected(id)
      writeSelected(id)
      setPane('thread')
      if (id === null) setTimeout(() => inputRef.current?.focus(), 0)
    },
    [reply],
  )

  return (
    <div className={`chat-app chat-app--${pane}`}>
      <p className="chat-app__who">
        Masuk sebagai <strong>{name}</strong>
      </p>
      <div className="chat-app__panes">
        <ConversationList
          items={conversations}
          total={list.data?.pagination.totalItems ?? 0}
          error={list.error?.message ?? null}
          loading={list.isLoading}
          retrying={list.isValidating}
          selected={selected}
          onRetry={() => void list.mutate()}
          onMore={() => setPerPage((n) => n + LIST_STEP)}
          onSelect={(id) => select(id)}
          onNew={() => select(null)}
          onDeleted={(id) => {
            if (id === selected) select(null)
            setPane('list')
            void list.mutate()
          }}
        />
        <Thread
          title={current?.title ?? (selected ? 'Percakapan' : 'Percakapan baru')}
          history={history}
          exchanges={reply.exchanges}
          announcement={reply.announcement}
          onRetryExchange={(x) => void reply.retry(x)}
          inputRef={inputRef}
          onBack={() => setPane('list')}
          composer={{
            text: draft,
            onText: (t) => {
              setDraft(t)
              if (reply.sendError) reply.clearSendError()
            },
            onSend: () => void reply.send(draft.trim(), selected),
            onStop: reply.stop,
            busy: reply.busy,
            online,
            sendError: reply.sendError,
          }}
        />
      </div>
    </div>
  )
}

export default function ChatApp() {
  const ctx = useApiContext()
  const signedIn = useSignedIn(ctx.tokens)
  // A refused token (401/403) means "signed out" here, not an error to retry.
  const me = useApiResult(signedIn ? [...identityKeys.me(ctx.tenantId), 'chat'] : null, async (c) => {
    const res = await identityMe(c)
    return !res.status && (res.httpStatus === 401 || res.httpStatus === 403) ? ok(null) : res
  })

  if (!signedIn || me.data?.data === null)
    return <SignInForm expired={signedIn} onSignedIn={() => void me.mutate()} />
  if (me.error)
    return (
      <LoadError
        what="Akun asisten"
        message={me.error.message}
        onRetry={() => void me.mutate()}
        retrying={me.isValidating}
      />
    )
  if (!me.data) return <TextSkeleton lines={4} label="Memuat asisten…" />
  return <Workspace name={me.data.data.name} />
}
