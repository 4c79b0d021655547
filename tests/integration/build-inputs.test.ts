/**
 * The bundle inputs hash (scripts/release/inputs.ts) with its stat cache: reused per-file hashes
 * must never hide a change, whether the size changes or not, and a fresh read agrees with it.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { SUBSET_DIR } from '../../scripts/fontSubsets'
import { bundleInputsHash, GENERATED_INPUT_DIRS, statCacheFile } from '../../scripts/release/inputs'
import { ROUTE_FILE_NAMES } from '../../scripts/routeFileNames'

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'inputs-test-'))
afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

const write = (rel: string, text: string, mtimeS: number) => {
  const file = path.join(root, rel)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, text)
  fs.utimesSync(file, mtimeS, mtimeS)
}

describe('bundle inputs hash', () => {
  it('reuses per-file hashes by stat, and still sees every change', () => {
    write('pages/a.ts', 'export const a = 1', 1_700_000_000)
    write('package-lock.json', '{}', 1_700_000_000)
    write('tests/ignored.ts', 'x', 1_700_000_000)
    const first = bundleInputsHash(root)
    expect(JSON.parse(fs.readFileSync(statCacheFile(root), 'utf8'))).toHaveProperty(['pages/a.ts'])
    expect(bundleInputsHash(root)).toBe(first)
    expect(bundleInputsHash(root, { fresh: true })).toBe(first)

    // Same size, new bytes and a new mtime (an edit, a checkout).
    write('pages/a.ts', 'export const a = 2', 1_700_000_100)
    const edited = bundleInputsHash(root)
    expect(edited).not.toBe(first)
    expect(bundleInputsHash(root, { fresh: true })).toBe(edited)

    // A file that is not an input changes nothing; a new input does.
    write('tests/ignored.ts', 'y', 1_700_000_200)
    expect(bundleInputsHash(root)).toBe(edited)
    write('components/b.ts', 'export {}', 1_700_000_200)
    expect(bundleInputsHash(root)).not.toBe(edited)
  })

  it('leaves out the font subsets the build writes into the source tree, and counts their generator', () => {
    // A fresh clone has no subsets until Vite starts: the hash taken before the first build must
    // still hold after it, or the run's later checks take that build for a stale one.
    expect(GENERATED_INPUT_DIRS.has(SUBSET_DIR)).toBe(true)
    write('scripts/fontSubsets.ts', 'export const range = 1', 1_700_000_300)
    const before = bundleInputsHash(root)
    write(`${SUBSET_DIR}/inter-core-400.woff2`, 'subset', 1_700_000_300)
    expect(bundleInputsHash(root)).toBe(before)
    write('scripts/fontSubsets.ts', 'export const range = 2', 1_700_000_400)
    expect(bundleInputsHash(root)).not.toBe(before)
  })

  it('leaves out the route files written from the route table, and counts their writer', () => {
    write('scripts/routeFiles.ts', 'export const writer = 1', 1_700_000_500)
    const before = bundleInputsHash(root)
    for (const name of ROUTE_FILE_NAMES) write(`pages/news/${name}`, 'export default false', 1_700_000_500)
    expect(bundleInputsHash(root)).toBe(before)
    // A file of the same name that the writer does not own (outside pages/) still counts.
    write(`shell/${ROUTE_FILE_NAMES[0]}`, 'export {}', 1_700_000_500)
    const withShellFile = bundleInputsHash(root)
    expect(withShellFile).not.toBe(before)
    write('scripts/routeFiles.ts', 'export const writer = 2', 1_700_000_600)
    expect(bundleInputsHash(root)).not.toBe(withShellFile)
  })

  it('does not trust the cache for a file modified just now', () => {
    const now = Date.now() / 1000
    write('shell/c.ts', 'one', now)
    bundleInputsHash(root)
    expect(JSON.parse(fs.readFileSync(statCacheFile(root), 'utf8'))).not.toHaveProperty(['shell/c.ts'])
  })
})
