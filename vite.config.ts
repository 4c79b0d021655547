import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig, type Plugin } from 'vite'
import { writeFontSubsets } from './scripts/fontSubsets'
import { writeRouteFiles } from './scripts/routeFiles'

// Each page folder's route files are written from the route table before Vike reads pages/. They
// are gitignored, and Vike lists `+` files with `git ls-files`, which leaves ignored files out: so
// Vike crawls the folders instead (its VIKE_CRAWL setting), skipping the build output.
writeRouteFiles(fileURLToPath(new URL('.', import.meta.url)))
process.env.VIKE_CRAWL ??= JSON.stringify({
  git: false,
  ignore: ['dist/**', '.sandbox-data/**', 'test-results/**', 'playwright-report/**', 'bench/results/**'],
})

/**
 * Modules that at least three quarters of the pages import statically share two chunks: React and
 * React DOM in one, Vike, SWR, the shell and the kit in the other. Left to itself Rolldown makes a
 * chunk for every distinct set of importing pages, so a list page loaded 28 files, most of them one
 * small component of 100 B–2 KB; on a slow mobile link each is a request (six at a time over
 * HTTP/1.1), and Lighthouse's simulation puts every one before the first paint. With these groups
 * the home loads 7 files instead of 14 and a list page 15 instead of 28, and no page's first load
 * grows: the threshold is the lowest share at which none did (bench/LOG.md, "Fewer chunks").
 * Modules only some pages share keep Rolldown's own chunks, and modules loaded with `import()` keep
 * theirs (`$initial`), so lazy code stays off the first load.
 */
const pageCount = (
  fs.readdirSync(fileURLToPath(new URL('pages', import.meta.url)), { recursive: true }) as string[]
).filter((f) => path.basename(f) === '+Page.tsx').length
const COMMON_MIN_PAGES = Math.ceil(pageCount * 0.75)
// React DOM and React import nothing of ours, so their chunk is a leaf; Vike, whose generated page
// table imports our route functions and hooks, goes with the app code that imports it back.
const isReact = (id: string) => /node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id)
const isStyle = (id: string) => /\.s?css(\?|$)/.test(id)
// The list body and its page links: every list page loads them, and no other page does. Left to
// Rolldown they were a chunk each, and each set of pages sharing a different part of them a third.
const isList = (id: string) => /[\\/]components[\\/](ListResults|Pagination)\.tsx$/.test(id)

const reactDomClient = fileURLToPath(new URL('shell/reactDomClient.ts', import.meta.url))
/** In the browser, `react-dom/client` is shell/reactDomClient.ts (hydration in a transition). */
const hydrateInTransition: Plugin = {
  name: 'alkademi:hydrate-in-transition',
  enforce: 'pre',
  applyToEnvironment: (environment) => environment.name === 'client',
  resolveId(source, importer) {
    if (source !== 'react-dom/client' || importer === reactDomClient) return null
    return reactDomClient
  },
}

// The fonts' core subsets, which shell/styles/fonts.css names, exist before Vite reads it.
await writeFontSubsets(fileURLToPath(new URL('.', import.meta.url)))

// One client build for every tenant; scripts/build-tenants.ts pre-renders it once per tenant.
export default defineConfig({
  plugins: [hydrateInTransition, vike(), react()],
  build: {
    outDir: 'dist/.build',
    target: 'es2022',
    // No module preload lists for `import()`: Vite would write, into the first load's shared chunk,
    // the file names of every chunk each page needs (3.6 KB gzip of hashes for 80 pages), to fetch
    // them beside the page's entry on a client-side navigation. That navigation rarely fetches
    // anything: visible links are prefetched (shell/prefetch.ts) and, once the service worker is
    // installed, the chunks come from its precache. Where neither happened (2g, data saver), the
    // entry's imports arrive one round trip later. CSS of lazy chunks is still loaded with them
    // (Vite keeps that part of the helper), and the first load's preloads are Vike's, in the HTML.
    modulePreload: false,
    // BUILD_SOURCEMAP=1 adds source maps (bench/bundle-makeup.ts reads them to attribute bytes).
    sourcemap: Boolean(process.env.BUILD_SOURCEMAP),
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              // Only the modules the test names: following their imports would pull style modules in,
              // and their CSS would then be emitted a second time beside the copy Vike links.
              includeDependenciesRecursively: false,
              minShareCount: COMMON_MIN_PAGES,
              groups: [
                { name: 'react', test: isReact, tags: ['$initial'] },
                { name: 'list', test: isList, minShareCount: 2, tags: ['$initial'] },
                { name: 'common', test: (id: string) => !isReact(id) && !isStyle(id), tags: ['$initial'] },
              ],
            },
          },
        },
      },
    },
  },
  server: { port: 5173 },
})
