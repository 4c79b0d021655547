/**
 * Podcast audio for the seeded episodes (`/drive/media/podcast/<id>.wav`): a short generated tone,
 * so players can be tested with no network and no binary files in the repository. Supports byte
 * ranges, as browsers ask for them when seeking.
 */
import type { SandboxContext, SandboxModule } from '../context'
import { PODCAST_SECONDS } from '../seed/posts'

const RATE = 8000

function wav(seed: number, seconds = PODCAST_SECONDS): Uint8Array<ArrayBuffer> {
  const samples = RATE * seconds
  const out = new Uint8Array(44 + samples)
  const view = new DataView(out.buffer)
  const text = (at: number, s: string) => [...s].forEach((ch, i) => view.setUint8(at + i, ch.charCodeAt(0)))
  text(0, 'RIFF')
  view.setUint32(4, 36 + samples, true)
  text(8, 'WAVE')
  text(12, 'fmt ')
  view.setUint32(16, 16, true)
  view.setUint16(20, 1, true) // PCM
  view.setUint16(22, 1, true) // mono
  view.setUint32(24, RATE, true)
  view.setUint32(28, RATE, true) // bytes per second (8-bit mono)
  view.setUint16(32, 1, true)
  view.setUint16(34, 8, true)
  text(36, 'data')
  view.setUint32(40, samples, true)
  const freq = 220 + (seed % 8) * 55
  for (let i = 0; i < samples; i++) {
    const t = i / RATE
    const envelope = 0.25 * (0.6 + 0.4 * Math.sin(2 * Math.PI * 0.5 * t))
    out[44 + i] = 128 + Math.round(127 * envelope * Math.sin(2 * Math.PI * freq * t))
  }
  return out
}

const cache = new Map<number, Uint8Array<ArrayBuffer>>()

export const postMedia: SandboxModule = {
  register({ hosts }: SandboxContext) {
    hosts.drive.get('/media/podcast/:file', (c) => {
      const id = /^(\d{1,6})\.wav$/.exec(c.req.param('file'))?.[1]
      if (!id) return c.text('Not found', 404)
      let body = cache.get(Number(id))
      if (!body) cache.set(Number(id), (body = wav(Number(id))))
      const headers: Record<string, string> = {
        'Content-Type': 'audio/wav',
        'Accept-Ranges': 'bytes',
        'Cache-Control': 'public, max-age=86400',
      }
      const range = /^bytes=(\d*)-(\d*)$/.exec(c.req.header('range') ?? '')
      if (range && (range[1] || range[2])) {
        const size = body.length
        const start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]))
        const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1
        if (start >= size || start > end)
          return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${size}` })
        return c.body(body.slice(start, end + 1), 206, {
          ...headers,
          'Content-Range': `bytes ${start}-${end}/${size}`,
        })
      }
      return c.body(body, 200, headers)
    })
  },
}
