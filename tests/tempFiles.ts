/**
 * Temporary folders for tests that build small trees of files (a site root, a client folder, a
 * tenant's output): each holds the files given (relative path → text) and is removed by
 * `removeTempFolders`, which a test file calls after its tests.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const folders: string[] = []

export function tempFolder(prefix: string, files: Record<string, string> = {}): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`))
  folders.push(root)
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    fs.writeFileSync(path.join(root, file), text)
  }
  return root
}

export function removeTempFolders(): void {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
}
