/**
 * Locally generated SVG images (`/drive/img/<kind>/<name>.svg`): covers, logos, avatars. No network.
 * A cover named by its item's slug shows the slug's words (the title, more or less); a number names
 * an avatar or an icon, which shows no text.
 */
import type { SandboxContext, SandboxModule } from '../context'

const PALETTE = ['#2096C4', '#2F80ED', '#D7263D', '#1B998B', '#7B2CBF', '#F2A541', '#1E7A5A', '#E4572E']

function svg(kind: string, id: string): string {
  const n = [...id].reduce((a, ch) => a * 31 + ch.charCodeAt(0), 7) >>> 0
  const a = PALETTE[n % PALETTE.length]
  const b = PALETTE[(n >> 3) % PALETTE.length]
  const words = id
    .replace(/-\d+$/, '')
    .replace(/-/g, ' ')
    .replace(/[<>&"]/g, '')
    .trim()
  const text = /^\d*$/.test(id) ? '' : words.charAt(0).toUpperCase() + words.slice(1)
  const lines: string[] = []
  for (const word of text.split(' ').filter(Boolean)) {
    const last = lines.length - 1
    if (last >= 0 && `${lines[last]} ${word}`.length <= 34) lines[last] = `${lines[last]} ${word}`
    else lines.push(word)
  }
  const shown = lines.slice(0, 2)
  const label = shown
    .map((line, i) => `<tspan x="40" y="${410 - (shown.length - 1 - i) * 42}">${line}</tspan>`)
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450" viewBox="0 0 800 450"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="800" height="450" fill="url(#g)"/><circle cx="${120 + (n % 560)}" cy="${90 + (n % 270)}" r="${60 + (n % 90)}" fill="#fff" opacity=".15"/><text font-family="sans-serif" font-size="32" fill="#fff" opacity=".85">${label}</text></svg>`
}

export const images: SandboxModule = {
  register({ hosts }: SandboxContext) {
    hosts.drive.get('/img/:kind/:file', (c) => {
      const { kind, file } = c.req.param()
      const match = /^([\w-]{1,120})\.svg$/.exec(file)
      if (!match?.[1] || !/^[\w-]{1,20}$/.test(kind)) return c.text('Not found', 404)
      return c.body(svg(kind, match[1]), 200, {
        'Content-Type': 'image/svg+xml',
        'Cache-Control': 'public, max-age=86400',
      })
    })
  },
}
