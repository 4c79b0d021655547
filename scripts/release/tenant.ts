/**
 * One tenant's release: pre-render every static route with the tenant's settings into a staging
 * folder, add its own files (site.json, logo, offline page, version.json, sw.js), name the result
 * by its content, compare it with the live output and, unless it is a dry run, make it live while
 * keeping the previous output for `--rollback`.
 *
 * The build id is derived from the bytes: pages are rendered with a placeholder id, the staging
 * folder is hashed, and the placeholder is replaced by that hash. The same commit, settings and API
 * data therefore give the same id and the same bytes; any change to any page gives a new id.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { tenantFiles } from '../../sites/tenantFiles'
import { getTenant } from '../../sites/registry'
import { loadSiteRuntime, type SiteRuntime } from '../../sites/runtime'
import { injectTenantManifest } from '../service-worker'
import { firstLoadJsBudgetKb } from './budgets'
import { failedReport, type TenantReport } from './report'
import { changeCount, diffTrees, listFiles, treeBytes } from './tree'
import { firstLoadJs } from './weight'

/** Stands for the build id until the content is known; no page or setting spells it otherwise. */
export const BUILD_ID_PLACEHOLDER = '__ALKADEMI_BUILD_ID_PLACEHOLDER__'
export const PREVIOUS_DIR = '.previous'

export interface TenantBuildOptions {
  /** `dist/.build` or, for a dry run with stale bundles, its temporary twin (client/, sw.js). */
  bundleDir: string
  /** Where the live outputs are (`dist/`): the base of the comparison. */
  liveRoot: string
  /** Where this build's output goes: `liveRoot`, or a temporary folder for `--check`. */
  outRoot: string
  /** `version.json` `builtAt`, from SOURCE_DATE_EPOCH or the commit. */
  builtAt: string
  env: Record<string, string | undefined>
  /** Passed to Vike when the bundles are not in vite.config.ts's outDir. */
  viteConfig?: Record<string, unknown>
}

interface PrerenderResult {
  _prerenderResult: { filePath: string; fileContent: string }
}

async function prerenderInto(
  site: SiteRuntime,
  clientDir: string,
  staging: string,
  viteConfig: Record<string, unknown> | undefined,
): Promise<number> {
  const { prerender } = await import('vike/api')
  let pages = 0
  await prerender({
    pageContextInit: { site },
    ...(viteConfig ? { viteConfig } : {}),
    onPagePrerender: async (pageContext: PrerenderResult) => {
      const { filePath, fileContent } = pageContext._prerenderResult
      const target = path.join(staging, path.relative(clientDir, filePath))
      await fs.promises.mkdir(path.dirname(target), { recursive: true })
      await fs.promises.writeFile(target, fileContent)
      if (target.endsWith('.html')) pages++
    },
  } as Parameters<typeof prerender>[0])
  return pages
}

/** The hash of every file (path and bytes) under `dir`: the tenant's build id. */
export function contentId(dir: string): string {
  const hash = createHash('sha256')
  for (const file of listFiles(dir)) {
    hash.update(`${file}\0`)
    hash.update(fs.readFileSync(path.join(dir, file)))
    hash.update('\0')
  }
  return hash.digest('hex').slice(0, 16)
}

function replacePlaceholder(dir: string, buildId: string): void {
  let found = false
  for (const file of listFiles(dir)) {
    if (!/\.(html|json|js)$/.test(file) || file.startsWith('assets/')) continue
    const full = path.join(dir, file)
    const text = fs.readFileSync(full, 'utf8')
    if (!text.includes(BUILD_ID_PLACEHOLDER)) continue
    fs.writeFileSync(full, text.replaceAll(BUILD_ID_PLACEHOLDER, buildId))
    found = true
  }
  if (!found)
    throw new Error('the build id placeholder was not written anywhere; the site runtime changed shape?')
}

/** `About/index.html` → `/About`, `index.html` → `/`, `404.html` → `/404`. */
export function pageRoute(file: string): string {
  if (file === 'index.html') return '/'
  if (file.endsWith('/index.html')) return `/${file.slice(0, -'/index.html'.length)}`
  return `/${file.replace(/\.html$/, '')}`
}

/** First-load JS per pre-rendered route (transferred bytes); throws when a route is over its budget. */
export function checkJsBudgets(siteRoot: string, budgetKb = firstLoadJsBudgetKb): Record<string, number> {
  const weights: Record<string, number> = {}
  const over: string[] = []
  for (const page of listFiles(siteRoot).filter((f) => f.endsWith('.html') && f !== 'offline.html')) {
    const route = pageRoute(page)
    const bytes = (weights[route] = firstLoadJs(siteRoot, page))
    const budget = budgetKb(route)
    if (bytes > budget * 1024) over.push(`${route} ${(bytes / 1024).toFixed(1)} KB > ${budget} KB`)
  }
  if (over.length)
    throw new Error(`first-load JS over budget (gzip; scripts/release/budgets.ts): ${over.join(', ')}`)
  return weights
}

export function readVersion(siteRoot: string): { buildId: string; builtAt?: string } | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(siteRoot, 'version.json'), 'utf8')) as { buildId: string }
  } catch {
    return null
  }
}

/** Live `<root>/<key>` becomes `<root>/.previous/<key>`, staging becomes live. */
function makeLive(root: string, key: string, staging: string): void {
  const live = path.join(root, key)
  const previous = path.join(root, PREVIOUS_DIR, key)
  fs.rmSync(previous, { recursive: true, force: true })
  fs.mkdirSync(path.dirname(previous), { recursive: true })
  if (fs.existsSync(live)) fs.renameSync(live, previous)
  fs.renameSync(staging, live)
}

export async function buildTenant(key: string, options: TenantBuildOptions): Promise<TenantReport> {
  const started = performance.now()
  const elapsed = () => Math.round(performance.now() - started)
  const live = path.join(options.liveRoot, key)
  const previousBuildId = readVersion(live)?.buildId ?? null
  const staging = path.join(options.outRoot, '.staging', key)
  try {
    const tenant = getTenant(key)
    if (!tenant) throw new Error(`unknown tenant key "${key}" (see --list)`)
    const { site, settingsError } = await loadSiteRuntime(key, options.env, BUILD_ID_PLACEHOLDER)
    if (settingsError) throw new Error(settingsError)

    const clientDir = path.join(options.bundleDir, 'client')
    fs.rmSync(staging, { recursive: true, force: true })
    fs.cpSync(clientDir, staging, { recursive: true })
    const pages = await prerenderInto(site, clientDir, staging, options.viteConfig)
    // Loaded after pre-rendering: the feeds' post calls would otherwise load React (through
    // api/hooks) before Vike does, in the other NODE_ENV, and break server rendering
    // ("dispatcher.getOwner is not a function").
    const { writeFeeds } = await import('../feeds')
    await writeFeeds(site, staging)
    fs.writeFileSync(path.join(staging, 'site.json'), JSON.stringify(site))
    for (const file of tenantFiles(tenant))
      fs.writeFileSync(path.join(staging, file.path.slice(1)), file.body)

    const firstLoadJs = checkJsBudgets(staging)
    const buildId = contentId(staging)
    replacePlaceholder(staging, buildId)
    fs.writeFileSync(
      path.join(staging, 'version.json'),
      JSON.stringify({ buildId, tenant: key, builtAt: options.builtAt }),
    )
    const precache = await injectTenantManifest(path.join(options.bundleDir, 'sw.js'), staging)
    const files = diffTrees(live, staging, { keepTimes: true })
    const bytes = treeBytes(staging)

    if (options.outRoot !== options.liveRoot) {
      const out = path.join(options.outRoot, key)
      fs.rmSync(out, { recursive: true, force: true })
      fs.renameSync(staging, out)
    } else if (changeCount(files) === 0) {
      fs.rmSync(staging, { recursive: true, force: true })
    } else {
      makeLive(options.liveRoot, key, staging)
    }
    return {
      key,
      status: 'ok',
      buildId,
      previousBuildId,
      pages,
      bytes,
      precacheBytes: precache.size,
      firstLoadJs,
      ms: elapsed(),
      files,
    }
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true })
    return failedReport(key, error instanceof Error ? error.message : String(error), {
      buildId: previousBuildId,
      previousBuildId,
      ms: elapsed(),
    })
  }
}
