import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { rendererArgs, rendererBundle, RENDERER_NODE_FLAGS } from '../../deploy/renderer'

const root = path.resolve(import.meta.dirname, '../..')

describe('the renderer process production runs', () => {
  it('`npm run serve` runs the bundle the build writes, with the same heap flags as start:edge', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>
    }
    const serve = pkg.scripts.serve!.split(/\s+/)
    expect(serve[0]).toBe('node')
    expect(serve.slice(1)).toEqual(rendererArgs('dist').map((a) => a.replace(/\\/g, '/')))
    expect(serve).not.toContain('tsx')
  })

  it('keeps the bundle beside the server bundle it loads', () => {
    expect(rendererBundle('/srv/dist')).toBe('/srv/dist/.build/renderer/server.mjs')
    expect(RENDERER_NODE_FLAGS.some((f) => f.startsWith('--max-old-space-size='))).toBe(true)
  })
})
