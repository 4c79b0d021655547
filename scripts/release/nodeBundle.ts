/**
 * One TypeScript entry bundled into one ES module for plain Node, its packages left external (they
 * resolve from the project's node_modules, so the file must live inside the project). Used for the
 * build's worker (scripts/release/pool.ts) and the renderer production runs (deploy/renderer.ts).
 */
import { build } from 'esbuild'
import fs from 'node:fs'
import path from 'node:path'

export async function bundleNodeScript(entry: string, outfile: string): Promise<string> {
  const { outputFiles } = await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
    write: false,
  })
  // Written aside and renamed: a build running beside, or a process starting now, never loads a
  // half-written file.
  const temp = `${outfile}.${process.pid}.tmp`
  fs.mkdirSync(path.dirname(outfile), { recursive: true })
  fs.writeFileSync(temp, outputFiles[0]!.contents)
  fs.renameSync(temp, outfile)
  return outfile
}
