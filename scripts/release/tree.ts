/**
 * A tenant's output as a set of files, and what changed between two outputs: the list a release
 * manager purges at the CDN. Compared byte for byte, so a rebuild that reproduces a file lists
 * nothing for it.
 */
import fs from 'node:fs'
import path from 'node:path'

export interface FileChanges {
  added: string[]
  changed: string[]
  removed: string[]
}

/** Every file under `dir`, as sorted `/`-separated paths relative to it; none when it is missing. */
export function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort()
}

/** A hard link to `from` at `to`; a copy where linking is refused (another file system). */
export function linkOrCopy(from: string, to: string): void {
  try {
    fs.linkSync(from, to)
  } catch {
    fs.copyFileSync(from, to)
  }
}

export function treeBytes(dir: string): number {
  return listFiles(dir).reduce((sum, file) => sum + fs.statSync(path.join(dir, file)).size, 0)
}

/** Same bytes? `linked` when both are one file (a hashed asset of unchanged bundles, or a retained one). */
function compare(a: string, b: string): { same: false } | { same: true; linked: boolean; a: fs.Stats } {
  const sa = fs.statSync(a)
  const sb = fs.statSync(b)
  if (sa.size !== sb.size) return { same: false }
  if (sa.ino === sb.ino && sa.dev === sb.dev) return { same: true, linked: true, a: sa }
  return fs.readFileSync(a).equals(fs.readFileSync(b))
    ? { same: true, linked: false, a: sa }
    : { same: false }
}

/**
 * Files of `next` that are new, different or gone compared with `previous`. With `keepTimes`, an
 * unchanged file of `next` takes the modification time of its previous copy, so `Last-Modified`
 * (and any cache keyed on it) stays put across a rebuild that did not change it.
 */
export function diffTrees(previous: string, next: string, { keepTimes = false } = {}): FileChanges {
  const before = new Set(listFiles(previous))
  const changes: FileChanges = { added: [], changed: [], removed: [] }
  for (const file of listFiles(next)) {
    if (!before.delete(file)) {
      changes.added.push(file)
      continue
    }
    const result = compare(path.join(previous, file), path.join(next, file))
    if (!result.same) changes.changed.push(file)
    // A linked file has its times already: one file.
    else if (keepTimes && !result.linked) fs.utimesSync(path.join(next, file), result.a.atime, result.a.mtime)
  }
  changes.removed = [...before]
  return changes
}

export function changeCount(changes: FileChanges): number {
  return changes.added.length + changes.changed.length + changes.removed.length
}

/**
 * The URLs a CDN may hold a file under: the file itself, and for a page `X/index.html` also `/X`
 * and `/X/` (the renderer serves pages without the file name).
 */
export function purgeUrls(files: string[]): string[] {
  const urls = new Set<string>()
  for (const file of files) {
    urls.add(`/${file}`)
    if (file === 'index.html') urls.add('/')
    else if (file.endsWith('/index.html')) {
      const dir = file.slice(0, -'index.html'.length)
      urls.add(`/${dir}`)
      urls.add(`/${dir.slice(0, -1)}`)
    }
  }
  return [...urls].sort()
}
