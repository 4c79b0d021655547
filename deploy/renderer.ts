/**
 * How production runs a renderer: plain Node on one bundled file, with the heap flags of its memory
 * budget (renderer/server.ts). `npm run serve`, `npm run start:edge` and the benches that measure
 * the deployment start it this way; `npm start` and the tests import the TypeScript sources.
 *
 * Why a bundle: run through tsx, a renderer holds about 160 MB before its first request (tsx's
 * loader thread and its transformed modules), 92 MB as a bundle. Those 67 MB are what lets the
 * young generation be 32 MB semi-spaces instead of 8 (far fewer scavenges under cold renders)
 * within the same 250 MB. Packages stay external: the bundle lives in `dist/.build/renderer/` and
 * resolves them from the project's node_modules, the same copies the server bundle uses.
 */
import path from 'node:path'
import { bundleNodeScript } from '../scripts/release/nodeBundle'

/** The renderer bundle of a `dist/`, written by every build (scripts/build-tenants.ts). */
export function rendererBundle(distDir: string): string {
  return path.join(distDir, '.build', 'renderer', 'server.mjs')
}

/** Heap flags of the renderer process; `npm run serve` spells the same (tests/unit/renderer-process.test.ts). */
export const RENDERER_NODE_FLAGS = ['--max-old-space-size=192', '--max-semi-space-size=32'] as const

/** `node` arguments that start a renderer of `distDir` as production does. */
export function rendererArgs(distDir: string): string[] {
  return [...RENDERER_NODE_FLAGS, rendererBundle(distDir)]
}

/** Bundles renderer/server.ts (about 65 KB, tens of milliseconds) into `distDir`. */
export async function bundleRenderer(root: string, distDir: string): Promise<string> {
  return bundleNodeScript(path.join(root, 'renderer', 'server.ts'), rendererBundle(distDir))
}
