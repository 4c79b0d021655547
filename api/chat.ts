/**
 * AI chat: conversation history (paged, deletable) and streamed replies.
 *
 * `streamChat` posts `{ message, conversationId? }` to `v1/chat/stream` and reads the reply as
 * Server-Sent Events (api/README.md): `meta` (`{conversationId}`), `delta` (a JSON string piece),
 * then `done` (`{conversationId, messageId}`) or `error` (`{message}`). It resolves once the
 * conversation id is known, to `{ status: false, message }` when the call fails before that, or to a
 * `ChatStream`: an async iterable of text pieces plus `done`, a promise that never rejects and says
 * how the stream ended. Cancel with the AbortSignal, `stream.cancel()`, or by leaving the `for await`
 * loop early. Uses fetch + a ReadableStream reader: browsers and Node alike. Nothing throws.
 */
import * as z from 'zod/mini'
import { CALLS } from './calls'
import { APP_TOKEN_HEADER, callUrl, MESSAGES } from './client'
import type { ApiContext } from './context'
import { DEFAULT_TIMEOUT_MS } from './context'
import { httpFailureMessage, noAnswerMessage } from './messages'
import { fetchItem, fetchList } from './envelope'
import { paramHook } from './hooks'
import { fail, ok, type ListResult, type Result } from './result'
import { makeAppToken } from './token'

export const CHAT_MESSAGES_PAGE_SIZE = 20

export const chatMessageSchema = z.looseObject({
  id: z.number(),
  conversationId: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  interrupted: z.optional(z.boolean()),
  createdAt: z.string(),
})
export type ChatMessage = z.infer<typeof chatMessageSchema>

export interface ConversationMessagesParams {
  id: string
  page?: number
  perPage?: number
}

export function listConversationMessages(
  ctx: ApiContext,
  p: ConversationMessagesParams,
  signal?: AbortSignal,
): Promise<ListResult<ChatMessage>> {
  return fetchList(ctx, CALLS.conversationMessages, chatMessageSchema, {
    pathParams: { id: p.id },
    query: { page: p.page ?? 1, perPage: p.perPage ?? CHAT_MESSAGES_PAGE_SIZE },
    signal,
  })
}

export function deleteConversation(
  ctx: ApiContext,
  id: string,
  signal?: AbortSignal,
): Promise<Result<{ id: string }>> {
  return fetchItem(ctx, CALLS.conversationDelete, z.object({ id: z.string() }), {
    pathParams: { id },
    signal,
  })
}

// ----- streaming -----

export type ChatStreamEnd =
  | { status: true; message: string; data: { conversationId: string; messageId: number; text: string } }
  | { status: false; message: string; data: { conversationId: string; text: string } }

export interface ChatStream extends AsyncIterable<string> {
  conversationId: string
  /** Resolves when the stream ends: complete, cancelled, timed out or broken. Never rejects. */
  done: Promise<ChatStreamEnd>
  cancel(): void
}

export interface ChatStreamParams {
  message: string
  /** Continue a conversation; omitted = start a new one. */
  conversationId?: string
}

interface SseEvent {
  event: string
  data: string
}

/** Splits an SSE byte stream into events (`event:` + joined `data:` lines). */
async function* sseEvents(reader: ReadableStreamDefaultReader<Uint8Array>): AsyncGenerator<SseEvent> {
  const decoder = new TextDecoder()
  let buffer = ''
  for (;;) {
    const { value, done } = await reader.read()
    buffer += done ? decoder.decode() : decoder.decode(value, { stream: true })
    let cut: RegExpExecArray | null
    while ((cut = /\r?\n\r?\n/.exec(buffer))) {
      const block = buffer.slice(0, cut.index)
      buffer = buffer.slice(cut.index + cut[0].length)
      let event = 'message'
      const data: string[] = []
      for (const line of block.split(/\r?\n/)) {
        if (line.startsWith('event:')) event = line.slice(6).trim()
        else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''))
      }
      if (data.length) yield { event, data: data.join('\n') }
    }
    if (done) return
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

const STREAM_MESSAGES = {
  broken: 'Balasan terputus sebelum selesai.',
  complete: 'Balasan selesai',
} as const

export async function streamChat(
  ctx: ApiContext,
  p: ChatStreamParams,
  signal?: AbortSignal,
): Promise<Result<ChatStream>> {
  const spec = CALLS.chatStream
  const timeoutMs = ctx.timeoutMs ?? DEFAULT_TIMEOUT_MS
  const controller = new AbortController()
  let why: 'caller' | 'timeout' | null = null
  const abort = (reason: 'caller' | 'timeout') => {
    if (!why) why = reason
    controller.abort()
  }
  const onCallerAbort = () => abort('caller')
  if (signal?.aborted) return fail(MESSAGES.aborted)
  signal?.addEventListener('abort', onCallerAbort, { once: true })
  let timer: ReturnType<typeof setTimeout> | undefined
  const arm = () => {
    clearTimeout(timer)
    timer = setTimeout(() => abort('timeout'), timeoutMs)
  }
  const stop = () => {
    clearTimeout(timer)
    signal?.removeEventListener('abort', onCallerAbort)
  }
  const failure = (error?: unknown) => {
    stop()
    if (why === 'caller') return MESSAGES.aborted
    if (why === 'timeout') return MESSAGES.timeout
    if (error) console.error(`[api] ${spec.name}:`, error)
    return noAnswerMessage()
  }

  let reader: ReadableStreamDefaultReader<Uint8Array>
  let events: AsyncGenerator<SseEvent>
  let conversationId: string
  try {
    const headers: Record<string, string> = {
      Accept: 'text/event-stream',
      'Content-Type': 'application/json',
      [APP_TOKEN_HEADER]: await makeAppToken(ctx.appToken),
    }
    const access = ctx.tokens?.getAccessToken()
    if (access) headers.Authorization = `Bearer ${access}`
    if (ctx.origin && typeof window === 'undefined') headers.Origin = ctx.origin
    arm()
    const response = await (ctx.fetch ?? fetch)(callUrl(ctx, spec), {
      method: spec.method,
      headers,
      body: JSON.stringify({ message: p.message, conversationId: p.conversationId }),
      signal: controller.signal,
    })
    if (!response.ok || !response.body) {
      const body = parseJson(await response.text().catch(() => '')) as { message?: unknown } | undefined
      stop()
      const raw = typeof body?.message === 'string' && body.message ? body.message : undefined
      const message = httpFailureMessage(response.status, raw)
      console.error(
        `[api] ${spec.name}: ${message}${raw && raw !== message ? ` (${response.status}: ${raw})` : ''}`,
      )
      return fail(message)
    }
    reader = response.body.getReader()
    events = sseEvents(reader)
    arm()
    const first = await events.next()
    const meta = first.done
      ? undefined
      : (parseJson(first.value.data) as { conversationId?: unknown } | undefined)
    if (first.done || first.value.event !== 'meta' || typeof meta?.conversationId !== 'string') {
      stop()
      void reader.cancel().catch(() => {})
      console.error(`[api] ${spec.name}: stream did not start with a meta event`)
      return fail(MESSAGES.schema)
    }
    conversationId = meta.conversationId
  } catch (error) {
    return fail(failure(error))
  }

  let text = ''
  let resolveDone!: (end: ChatStreamEnd) => void
  const done = new Promise<ChatStreamEnd>((resolve) => (resolveDone = resolve))
  let consumed = false
  let finished = false
  const finish = (end: ChatStreamEnd) => {
    if (finished) return
    finished = true
    stop()
    void reader.cancel().catch(() => {})
    resolveDone(end)
  }

  async function* pieces(): AsyncGenerator<string> {
    let end: ChatStreamEnd | null = null
    try {
      arm()
      for await (const ev of events) {
        arm()
        if (ev.event === 'delta') {
          const piece = parseJson(ev.data)
          if (typeof piece !== 'string') continue
          text += piece
          yield piece
        } else if (ev.event === 'done') {
          const info = parseJson(ev.data) as { messageId?: unknown } | undefined
          const messageId = typeof info?.messageId === 'number' ? info.messageId : 0
          end = { status: true, message: STREAM_MESSAGES.complete, data: { conversationId, messageId, text } }
          break
        } else if (ev.event === 'error') {
          // The service's own words stay in the log: the visitor reads ours.
          const info = parseJson(ev.data) as { message?: unknown } | undefined
          if (typeof info?.message === 'string')
            console.error(`[api] ${spec.name}: stream error: ${info.message}`)
          end = { status: false, message: STREAM_MESSAGES.broken, data: { conversationId, text } }
          break
        }
      }
      end ??= {
        status: false,
        message: why === 'caller' ? MESSAGES.aborted : STREAM_MESSAGES.broken,
        data: { conversationId, text },
      }
    } catch (error) {
      end = { status: false, message: failure(error), data: { conversationId, text } }
    } finally {
      // Leaving the loop early (break/return) cancels the response body.
      finish(end ?? { status: false, message: MESSAGES.aborted, data: { conversationId, text } })
    }
  }

  const iterator = pieces()
  const stream: ChatStream = {
    conversationId,
    done,
    cancel: () => {
      abort('caller')
      if (!consumed) finish({ status: false, message: MESSAGES.aborted, data: { conversationId, text } })
    },
    [Symbol.asyncIterator]: () => {
      consumed = true
      return iterator
    },
  }
  return ok(stream, 'Balasan sedang dikirim')
}

export const chatKeys = {
  messages: (tenantId: string, p: ConversationMessagesParams) => ['chat-messages', tenantId, p] as const,
}

export const useConversationMessages = paramHook(chatKeys.messages, listConversationMessages)

// ----- conversation list (ours: SPEC §7 shows no list call; api/README.md) -----

export const CHAT_CONVERSATIONS_PAGE_SIZE = 20

export const conversationSchema = z.looseObject({
  id: z.string(),
  title: z.string(),
  createdAt: z.string(),
  /** The last message's time (the conversation's creation when it has none). */
  updatedAt: z.string(),
  messageCount: z.number(),
})
export type Conversation = z.infer<typeof conversationSchema>

export interface ConversationListParams {
  page?: number
  perPage?: number
}

/** The signed-in user's conversations, most recently active first. */
export function listConversations(
  ctx: ApiContext,
  p: ConversationListParams = {},
  signal?: AbortSignal,
): Promise<ListResult<Conversation>> {
  return fetchList(ctx, CALLS.conversationList, conversationSchema, {
    query: { page: p.page ?? 1, perPage: p.perPage ?? CHAT_CONVERSATIONS_PAGE_SIZE },
    signal,
  })
}

export const conversationKeys = {
  list: (tenantId: string, p: ConversationListParams) => ['chat-conversations', tenantId, p] as const,
}

export const useConversations = paramHook(conversationKeys.list, listConversations)
