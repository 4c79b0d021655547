/**
 * The pages the seed's sample links open (`/drive/sample/<kind>/<name>`): a webinar or event room,
 * a registration form, a mentor's profile. A real backend links to the organiser's meeting host,
 * form or profile; the sandbox has none, and a link to a made-up address on a real or placeholder
 * host would either fail or send a visitor somewhere unrelated. So each sample link is a page of
 * the sandbox itself that works locally and says plainly that it is a sample (seed/events.ts).
 */
import type { SandboxContext, SandboxModule } from '../context'

const KINDS: Record<string, { title: string; text: string }> = {
  webinar: {
    title: 'Ruang webinar contoh',
    text: 'Di situs sungguhan, tautan ini membuka ruang pertemuan daring tempat webinar berlangsung.',
  },
  acara: {
    title: 'Ruang acara daring contoh',
    text: 'Di situs sungguhan, tautan ini membuka ruang pertemuan daring tempat acara berlangsung.',
  },
  daftar: {
    title: 'Formulir pendaftaran contoh',
    text: 'Di situs sungguhan, tautan ini membuka formulir pendaftaran dari penyelenggara acara.',
  },
  profil: {
    title: 'Profil mentor contoh',
    text: 'Di situs sungguhan, tautan ini membuka profil profesional sang mentor.',
  },
}

const escape = (s: string) => s.replace(/[<>&"]/g, (ch) => `&#${ch.charCodeAt(0)};`)

export function samplePage(kind: string, name: string): string | null {
  const page = KINDS[kind]
  if (!page || !/^[\w-]{1,120}$/.test(name)) return null
  return `<!doctype html><html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${page.title}</title></head><body style="font-family:sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.5"><main><h1>${page.title}</h1><p>${page.text}</p><p>Ini halaman contoh dari sandbox lokal (data contoh, <code>${escape(name)}</code>), bukan layanan sungguhan.</p></main></body></html>`
}

export const samplePages: SandboxModule = {
  register({ hosts }: SandboxContext) {
    hosts.drive.get('/sample/:kind/:name', (c) => {
      const { kind, name } = c.req.param()
      const html = samplePage(kind, name)
      if (!html) return c.text('Not found', 404)
      return c.html(html, 200, { 'Cache-Control': 'public, max-age=86400' })
    })
  },
}
