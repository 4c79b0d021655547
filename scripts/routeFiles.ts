/**
 * The route facts of each page folder, written from the route table (sites/routes.ts) so that none
 * is kept by hand: `+route.ts` (the table's Route Function for the folder's rows),
 * `+onBeforePrerenderStart.ts` (a static row's path, pre-rendered per tenant) and `+prerender.ts`
 * (`false` for a server row, rendered by renderer/ on request). A new route is one row in the table
 * plus its `+Page.tsx`. The files are not committed (.gitignore); vite.config.ts writes them before
 * Vike reads pages/, so build, dev and start have them, and `npm run typecheck` writes them too.
 * tests/unit/route-folders.test.ts fails when a folder and the table disagree.
 *
 *   npx tsx scripts/routeFiles.ts
 */
import fs from 'node:fs'
import path from 'node:path'
import { ROUTES, type RouteDef, type RouteId } from '../sites/routes'
import { ROUTE_FILE_NAMES } from './routeFileNames'

const HEADER = '// Written by scripts/routeFiles.ts from sites/routes.ts (not committed): edit the table.\n'

/** Each page folder of the table (relative to pages/) with the rows it serves, in table order. */
export function pageFolders(): Map<string, RouteId[]> {
  const folders = new Map<string, RouteId[]>()
  for (const [id, def] of Object.entries(ROUTES) as [RouteId, RouteDef][]) {
    if (def.page) folders.set(def.page, [...(folders.get(def.page) ?? []), id])
  }
  return folders
}

/** Path (relative to the project root) → content, for every page folder of the table. */
export function routeFiles(): Map<string, string> {
  const files = new Map<string, string>()
  for (const [folder, ids] of pageFolders()) {
    const dir = `pages/${folder}`
    const routes = path.posix.relative(dir, 'sites/routes')
    const renders = new Set(ids.map((id) => ROUTES[id].render))
    if (renders.size > 1) throw new Error(`${dir} serves static and server routes: ${ids.join(', ')}`)
    const list = ids.map((id) => `'${id}'`).join(', ')
    files.set(
      `${dir}/+route.ts`,
      `${HEADER}import { routeFunction } from '${routes}'\nexport default routeFunction(${list})\n`,
    )
    if (renders.has('static')) {
      const patterns = ids.map((id) => `ROUTES.${id}.pattern`).join(', ')
      files.set(
        `${dir}/+onBeforePrerenderStart.ts`,
        `${HEADER}import { ROUTES } from '${routes}'\nexport default () => [${patterns}]\n`,
      )
    } else {
      files.set(`${dir}/+prerender.ts`, `${HEADER}export default false\n`)
    }
  }
  return files
}

/** Writes the route files under `root` (only those that changed), and removes stale ones. */
export function writeRouteFiles(root: string): void {
  const wanted = routeFiles()
  const pagesDir = path.join(root, 'pages')
  for (const rel of fs.readdirSync(pagesDir, { recursive: true }) as string[]) {
    const file = `pages/${rel.split(path.sep).join('/')}`
    if ((ROUTE_FILE_NAMES as readonly string[]).includes(path.basename(file)) && !wanted.has(file)) {
      fs.rmSync(path.join(root, file))
    }
  }
  for (const [file, content] of wanted) {
    const target = path.join(root, file)
    if (fs.existsSync(target) && fs.readFileSync(target, 'utf8') === content) continue
    fs.writeFileSync(target, content)
  }
}

if (import.meta.url === `file://${process.argv[1]}`) writeRouteFiles(path.resolve(import.meta.dirname, '..'))
