/**
 * The AI-chat host: identity login and profile, conversation history (paged, deletable) and the
 * streamed reply. `POST /ai/v1/chat/stream` with `{ message, conversationId? }` answers with
 * Server-Sent Events (api/README.md): `meta` (`{conversationId}`), one `delta` per piece (the piece
 * as a JSON string), then `done` (`{conversationId, messageId}`) or `error` (`{message}`).
 * The user's message is saved before streaming; the reply when it ends (a cancelled reply is saved
 * as far as it got, flagged `interrupted`).
 */
import { randomUUID } from 'node:crypto'
import { streamSSE } from 'hono/streaming'
import type { SandboxContext, SandboxModule } from '../context'
import type { Db } from '../db'
import { badRequest, item, paged, readPage } from '../http'
import { daysBefore } from '../seed/random'
import { requireUser } from '../tokens'
import { findUser } from '../users'
import { jsonBody, passwordLogin, str } from './accounts'

// Realistic pacing (ours): a short "thinking" pause before the first piece, then one word every
// PIECE_DELAY_MS ± a third, like a language model's token rate. Tests may speed it up by env.
const PIECE_DELAY_MS = Number(process.env.SANDBOX_CHAT_PIECE_MS ?? 35)
const FIRST_PIECE_DELAY_MS = Number(process.env.SANDBOX_CHAT_FIRST_MS ?? 250)
/** Under the `slowstream` fault: a piece every this many ms (a reply of 40 words takes 20 s). */
const SLOW_PIECE_DELAY_MS = 500
/** Under the `midstream` fault the stream stops after this share of the pieces, without `done`. */
const MIDSTREAM_BREAK_SHARE = 0.4

const ANSWERS: [RegExp, string][] = [
  [
    /uji keamanan|xss/i,
    [
      '## Uji keamanan',
      '',
      'Balasan ini memuat HTML dan tautan berbahaya yang tidak boleh dijalankan:',
      '',
      '<script>window.__chatXss = "script"</script>',
      '',
      '<img src="x" onerror="window.__chatXss = \'img\'">',
      '',
      "- [Tautan javascript](javascript:window.__chatXss='link')",
      '- [Tautan data](data:text/html,<script>window.__chatXss=1</script>)',
      '',
      'Teks biasa tetap tampil.',
    ].join('\n'),
  ],
  [
    /bayar|pembayaran|harga|biaya/i,
    [
      '## Cara membayar kelas',
      '',
      'Pembayaran kelas bisa dilakukan lewat:',
      '',
      '- transfer bank atau virtual account,',
      '- **QRIS**,',
      '- dompet digital.',
      '',
      'Setelah tagihan dibuat, kamu punya waktu **24 jam** untuk menyelesaikannya. Kalau pembayaran gagal atau kedaluwarsa, buka halaman status pembayaran lalu pilih *bayar ulang*.',
    ].join('\n'),
  ],
  [
    /python|data|machine learning/i,
    [
      '## Mulai belajar data dengan Python',
      '',
      '1. Pelajari dasar Python: tipe data, perulangan, dan fungsi.',
      '2. Lanjutkan ke **pandas** untuk mengolah tabel.',
      '3. Buat visualisasi dengan matplotlib.',
      '',
      'Contoh kecil membaca tabel:',
      '',
      '```python',
      'import pandas as pd',
      '',
      'df = pd.read_csv("nilai.csv")',
      'print(df.describe())',
      '```',
      '',
      'Dokumentasi resminya ada di [tutorial Python](https://docs.python.org/id/3/tutorial/), dan kelas yang cocok bisa kamu cari di [daftar kelas](/Class).',
    ].join('\n'),
  ],
  [
    /sertifikat/i,
    [
      '### Sertifikat kelas',
      '',
      'Sertifikat diberikan setelah kamu:',
      '',
      '- menyelesaikan semua modul,',
      '- lulus kuis akhir dengan nilai minimal **70**.',
      '',
      'Sertifikat bisa diunduh dari dasbor kelas dalam format PDF dan memiliki kode verifikasi unik.',
    ].join('\n'),
  ],
  [
    /jadwal|kapan|mulai/i,
    [
      '### Jadwal kelas',
      '',
      'Jadwal setiap kelas tercantum di halaman detail kelas. Kelas daring biasanya berlangsung dua kali seminggu pada malam hari, sedangkan kelas luring mengikuti jadwal kampus mitra di kotamu.',
      '',
      'Lihat [kelas yang sedang dibuka](/Class) untuk tanggal pastinya.',
    ].join('\n'),
  ],
]
const DEFAULT_ANSWER =
  'Terima kasih atas pertanyaanmu. Aku asisten belajar di situs ini dan siap membantu soal kelas, program, pembayaran, maupun materi belajarmu. Ceritakan sedikit lebih detail apa yang ingin kamu pelajari, nanti aku bantu susun langkah belajarnya satu per satu.'

/** The seeded reply (Markdown) to a message. */
export function replyFor(message: string): string {
  const answer = ANSWERS.find(([re]) => re.test(message))?.[1] ?? DEFAULT_ANSWER
  return `Halo!\n\n${answer}\n\nSemoga membantu, semangat belajar!`
}

/** Splits a reply into the pieces streamed: one word with its trailing whitespace each. */
export function piecesOf(reply: string): string[] {
  return reply.match(/\S+\s*/g) ?? []
}

const pause = (base = PIECE_DELAY_MS) => base * (2 / 3 + Math.random() * (2 / 3))

const MESSAGE_COLUMNS = `id, conversation_id AS "conversationId", role, content, interrupted, created_at::text AS "createdAt"`

const SEED_CONVERSATIONS = [
  {
    id: 'c5a1e0d2-0001-4a7b-9c1e-5e1a0b2c3d01',
    owner: 'siswa@alkademi.id',
    title: 'Belajar Python untuk data',
    questions: [
      'Bagaimana cara mulai belajar Python untuk data?',
      'Berapa lama biasanya sampai bisa membuat visualisasi?',
      'Apakah ada sertifikat setelah kelas selesai?',
      'Kapan jadwal kelas berikutnya dimulai?',
      'Bagaimana cara bayar kelasnya?',
      'Terima kasih!',
    ],
  },
  {
    id: 'c5a1e0d2-0002-4a7b-9c1e-5e1a0b2c3d02',
    owner: 'siswa@alkademi.id',
    title: 'Pembayaran kelas',
    questions: ['Pembayaran saya gagal, apa yang harus dilakukan?', 'Apakah bisa pakai QRIS?'],
  },
  {
    // Long enough for three pages of history (20 per page): the chat page's scroll-up paging.
    id: 'c5a1e0d2-0004-4a7b-9c1e-5e1a0b2c3d04',
    owner: 'siswa@alkademi.id',
    title: 'Rencana belajar satu semester',
    questions: Array.from(
      { length: 25 },
      (_, i) =>
        [
          `Minggu ${i + 1}: materi Python apa yang sebaiknya aku pelajari?`,
          `Minggu ${i + 1}: kapan jadwal kelas daringnya mulai?`,
          `Minggu ${i + 1}: apakah ada sertifikat untuk tugas ini?`,
          `Minggu ${i + 1}: bagaimana cara bayar kelas lanjutan?`,
          `Minggu ${i + 1}: ada saran agar tetap semangat?`,
        ][i % 5]!,
    ),
  },
  {
    id: 'c5a1e0d2-0003-4a7b-9c1e-5e1a0b2c3d03',
    owner: 'mentor@alkademi.id',
    title: 'Menyusun silabus',
    questions: ['Bagaimana jadwal kelas daring biasanya disusun?'],
  },
]

async function seedConversations(db: Db) {
  for (const [ci, conv] of SEED_CONVERSATIONS.entries()) {
    await db.query(
      'INSERT INTO conversations (id, owner, title, created_at) VALUES ($1,$2,$3,$4) ON CONFLICT DO NOTHING',
      [conv.id, conv.owner, conv.title, daysBefore(30 - ci * 5)],
    )
    for (const [qi, q] of conv.questions.entries()) {
      const at = Date.parse(daysBefore(30 - ci * 5)) + qi * 120_000
      await db.query(
        'INSERT INTO chat_messages (conversation_id, role, content, created_at) VALUES ($1,$2,$3,$4), ($1,$5,$6,$7)',
        [
          conv.id,
          'user',
          q,
          new Date(at).toISOString(),
          'assistant',
          replyFor(q),
          new Date(at + 5000).toISOString(),
        ],
      )
    }
  }
}

export const chat: SandboxModule = {
  migrations: [
    `CREATE TABLE IF NOT EXISTS conversations (
      id text PRIMARY KEY, owner text NOT NULL, title text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now());
    CREATE TABLE IF NOT EXISTS chat_messages (
      id serial PRIMARY KEY,
      conversation_id text NOT NULL REFERENCES conversations(id) ON DELETE CASCADE,
      role text NOT NULL CHECK (role IN ('user','assistant')), content text NOT NULL,
      interrupted boolean NOT NULL DEFAULT false, created_at timestamptz NOT NULL DEFAULT now());
    CREATE INDEX IF NOT EXISTS chat_messages_conv ON chat_messages (conversation_id, id);`,
  ],

  seed: seedConversations,

  register({ hosts, db }: SandboxContext) {
    const ai = hosts.ai

    ai.post('/v1/identity/login', passwordLogin(db))

    ai.get('/v1/identity/me', async (c) => {
      const owner = await requireUser(c, db)
      if (owner instanceof Response) return owner
      const user = await findUser(db, owner.subject ?? '')
      if (!user) return c.json({ status: false, message: 'Pengguna tidak ditemukan' }, 404)
      const count = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM conversations WHERE owner = $1',
        [user.email],
      )
      return item(c, { ...user, conversations: count.rows[0]?.n ?? 0 })
    })

    const ownConversation = async (id: string, owner: string) => {
      const res = await db.query<{ owner: string }>('SELECT owner FROM conversations WHERE id = $1', [id])
      const row = res.rows[0]
      return !row ? 404 : row.owner !== owner ? 403 : 200
    }

    ai.get('/v1/conversations/:id/messages', async (c) => {
      const owner = await requireUser(c, db)
      if (owner instanceof Response) return owner
      const page = readPage(c, 20)
      if (page instanceof Response) return page
      const id = c.req.param('id')
      const own = await ownConversation(id, owner.subject ?? '')
      if (own === 404) return c.json({ status: false, message: 'Percakapan tidak ditemukan' }, 404)
      if (own === 403) return c.json({ status: false, message: 'Anda tidak memiliki akses' }, 403)
      const res = await db.query(
        `SELECT ${MESSAGE_COLUMNS} FROM chat_messages WHERE conversation_id = $1 ORDER BY id`,
        [id],
      )
      return paged(c, res.rows, page)
    })

    // Ours (SPEC §7 shows no list call): the user's conversations, most recently active first.
    ai.get('/v1/conversations', async (c) => {
      const owner = await requireUser(c, db)
      if (owner instanceof Response) return owner
      const page = readPage(c, 20)
      if (page instanceof Response) return page
      const res = await db.query(
        `SELECT c.id, c.title, c.created_at::text AS "createdAt",
           COALESCE(max(m.created_at), c.created_at)::text AS "updatedAt",
           count(m.id)::int AS "messageCount"
         FROM conversations c LEFT JOIN chat_messages m ON m.conversation_id = c.id
         WHERE c.owner = $1 GROUP BY c.id ORDER BY "updatedAt" DESC, c.id`,
        [owner.subject ?? ''],
      )
      return paged(c, res.rows, page)
    })

    ai.delete('/v1/conversations/:id', async (c) => {
      const owner = await requireUser(c, db)
      if (owner instanceof Response) return owner
      const id = c.req.param('id')
      const own = await ownConversation(id, owner.subject ?? '')
      if (own === 404) return c.json({ status: false, message: 'Percakapan tidak ditemukan' }, 404)
      if (own === 403) return c.json({ status: false, message: 'Anda tidak memiliki akses' }, 403)
      await db.query('DELETE FROM conversations WHERE id = $1', [id]) // messages cascade
      return item(c, { id }, 'Percakapan dihapus')
    })

    ai.post('/v1/chat/stream', async (c) => {
      const owner = await requireUser(c, db)
      if (owner instanceof Response) return owner
      const b = await jsonBody(c)
      if (!b || !str(b.message, 4000)) return badRequest(c, 'message wajib diisi (maksimal 4000 karakter)')
      const message = b.message
      let conversationId: string
      if (b.conversationId !== undefined && b.conversationId !== null) {
        if (typeof b.conversationId !== 'string') return badRequest(c, 'conversationId tidak valid')
        const own = await ownConversation(b.conversationId, owner.subject ?? '')
        if (own === 404) return c.json({ status: false, message: 'Percakapan tidak ditemukan' }, 404)
        if (own === 403) return c.json({ status: false, message: 'Anda tidak memiliki akses' }, 403)
        conversationId = b.conversationId
      } else {
        conversationId = randomUUID()
        await db.query('INSERT INTO conversations (id, owner, title) VALUES ($1, $2, $3)', [
          conversationId,
          owner.subject,
          message.slice(0, 60),
        ])
      }
      await db.query('INSERT INTO chat_messages (conversation_id, role, content) VALUES ($1, $2, $3)', [
        conversationId,
        'user',
        message,
      ])
      const pieces = piecesOf(replyFor(message))
      const breakAt =
        c.get('sandboxFault') === 'midstream' ? Math.ceil(pieces.length * MIDSTREAM_BREAK_SHARE) : -1
      const slow = c.get('sandboxFault') === 'slowstream'

      return streamSSE(c, async (stream) => {
        let aborted = false
        let sent = ''
        // A pause ends early when the client cancels: the reply so far is saved at once, as a
        // model's server would, not after the next piece was due.
        let wake = () => {}
        const rest = (ms: number) =>
          new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, ms)
            wake = () => {
              clearTimeout(timer)
              resolve()
            }
          })
        stream.onAbort(() => {
          aborted = true
          wake()
        })
        await stream.writeSSE({ event: 'meta', data: JSON.stringify({ conversationId }) })
        await rest(FIRST_PIECE_DELAY_MS)
        for (const [i, piece] of pieces.entries()) {
          if (aborted) break
          // The injected mid-stream failure: the connection ends without `done`, nothing is saved.
          if (i === breakAt) return
          await stream.writeSSE({ event: 'delta', data: JSON.stringify(piece) })
          sent += piece
          await rest(pause(slow ? SLOW_PIECE_DELAY_MS : PIECE_DELAY_MS))
        }
        const saved = await db.query<{ id: number }>(
          'INSERT INTO chat_messages (conversation_id, role, content, interrupted) VALUES ($1, $2, $3, $4) RETURNING id',
          [conversationId, 'assistant', sent.trimEnd(), aborted],
        )
        if (!aborted)
          await stream.writeSSE({
            event: 'done',
            data: JSON.stringify({ conversationId, messageId: saved.rows[0]!.id }),
          })
      })
    })
  },
}
