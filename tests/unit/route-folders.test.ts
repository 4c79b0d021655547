/**
 * The route table (sites/routes.ts) and the page folders agree: every row's folder has a page,
 * every page folder is some row's, and the route facts of a folder come from the table only
 * (scripts/routeFiles.ts writes them; none is committed or set in a `+config.ts`).
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { pageFolders, routeFiles } from '../../scripts/routeFiles'
import { ROUTE_FILE_NAMES } from '../../scripts/routeFileNames'
import { ROUTES } from '../../sites/routes'

const ROOT = path.resolve(import.meta.dirname, '../..')
/** Vike's own page folders, outside the table: the error page. */
const NOT_ROUTES = ['_error']

const pageDirs = (fs.readdirSync(path.join(ROOT, 'pages'), { recursive: true }) as string[])
  .map((rel) => rel.split(path.sep).join('/'))
  .filter((rel) => rel.endsWith('/+Page.tsx') || rel === '+Page.tsx')
  .map((rel) => path.posix.dirname(rel))

describe('route folders', () => {
  it('every row of the table names a folder with a +Page.tsx, and every such folder is named', () => {
    expect(pageDirs.filter((dir) => !NOT_ROUTES.includes(dir)).sort()).toEqual(
      [...pageFolders().keys()].sort(),
    )
  })

  it('a folder serves static rows or server rows, never both', () => {
    expect(() => routeFiles()).not.toThrow()
    for (const [folder, ids] of pageFolders()) {
      expect(new Set(ids.map((id) => ROUTES[id].render)).size, folder).toBe(1)
    }
  })

  it('no route file is committed, and no +config.ts sets route or prerender', () => {
    const tracked = execFileSync('git', ['ls-files', 'pages'], { cwd: ROOT, encoding: 'utf8' }).split('\n')
    expect(
      tracked.filter((f) => (ROUTE_FILE_NAMES as readonly string[]).includes(path.posix.basename(f))),
    ).toEqual([])
    // pages/+config.ts holds the global pre-rendering settings, not a page's.
    const configs = tracked.filter((f) => f.endsWith('/+config.ts') && f !== 'pages/+config.ts')
    expect(configs.length).toBeGreaterThan(0)
    for (const file of configs) {
      expect(fs.readFileSync(path.join(ROOT, file), 'utf8'), file).not.toMatch(/\b(route|prerender)\s*:/)
    }
  })

  it('route files on disk are the ones the table gives', () => {
    const wanted = routeFiles()
    for (const dir of pageDirs) {
      for (const name of ROUTE_FILE_NAMES) {
        const file = dir === '.' ? `pages/${name}` : `pages/${dir}/${name}`
        const onDisk = path.join(ROOT, file)
        if (fs.existsSync(onDisk)) expect(fs.readFileSync(onDisk, 'utf8'), file).toBe(wanted.get(file))
      }
    }
  })
})
