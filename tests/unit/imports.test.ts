/**
 * The import graph of the app, with type imports counted (the lint's cycle rule skips them and has
 * no option not to): no cycles, and no route folder of pages/ imports another (page code that two
 * routes share lives in features/). A dynamic `import()` is left out of the cycles, as in the
 * lint: it runs after both modules have loaded, so it cannot make their order fragile. It is not
 * left out of the folder direction: the last case checks that the lint sees it.
 */
import fs from 'node:fs'
import path from 'node:path'
import { ESLint } from 'eslint'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '../..')
const APP = ['api', 'components', 'content', 'features', 'pages', 'renderer', 'shell', 'sites', 'sw']

function sources(): string[] {
  const files: string[] = []
  for (const top of APP) {
    for (const rel of fs.readdirSync(path.join(ROOT, top), { recursive: true }) as string[]) {
      if (/\.(tsx?|s?css)$/.test(rel) && !rel.endsWith('.d.ts'))
        files.push(path.posix.join(top, rel.split(path.sep).join('/')))
    }
  }
  return files
}

function resolve(from: string, spec: string, known: Set<string>): string | undefined {
  if (!spec.startsWith('.')) return undefined
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), spec))
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((f) =>
    known.has(f),
  )
}

/** Each file's static imports and re-exports, `import type` included (style sheets are leaves). */
function importGraph(): Map<string, string[]> {
  const files = sources()
  const known = new Set(files)
  const graph = new Map<string, string[]>()
  for (const file of files) {
    if (!/\.tsx?$/.test(file)) continue
    const source = ts.createSourceFile(
      file,
      fs.readFileSync(path.join(ROOT, file), 'utf8'),
      ts.ScriptTarget.Latest,
    )
    const targets: string[] = []
    for (const statement of source.statements) {
      const spec =
        (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
        statement.moduleSpecifier &&
        ts.isStringLiteral(statement.moduleSpecifier)
          ? statement.moduleSpecifier.text
          : undefined
      const target = spec === undefined ? undefined : resolve(file, spec, known)
      if (target) targets.push(target)
    }
    graph.set(file, targets)
  }
  return graph
}

/** Strongly connected components of more than one file (Tarjan). */
function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  const visit = (v: string) => {
    index.set(v, next)
    low.set(v, next++)
    stack.push(v)
    onStack.add(v)
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w)
        low.set(v, Math.min(low.get(v)!, low.get(w)!))
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!))
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = []
      let w: string
      do {
        w = stack.pop()!
        onStack.delete(w)
        component.push(w)
      } while (w !== v)
      if (component.length > 1) found.push(component.sort())
    }
  }
  for (const v of graph.keys()) if (!index.has(v)) visit(v)
  return found
}

describe('imports', () => {
  const graph = importGraph()

  it('form no cycle, type imports counted', () => {
    expect(graph.size).toBeGreaterThan(500)
    expect(cycles(graph)).toEqual([])
  })

  it('finds a cycle made only of type imports', () => {
    const a = 'x/a.ts'
    const b = 'x/b.ts'
    expect(
      cycles(
        new Map([
          [a, [b]],
          [b, [a]],
        ]),
      ),
    ).toEqual([[a, b]])
  })

  it('cross no route folder: a file of pages/ imports only its own route folder and pages/ itself', () => {
    // A route folder is the first folder under pages/; files directly in pages/ (+Layout, +Head, …)
    // serve every route.
    const routeOf = (file: string) => file.split('/').slice(0, -1)[1]
    const crossing = [...graph]
      .filter(([file]) => file.startsWith('pages/'))
      .flatMap(([file, targets]) =>
        targets
          .filter((t) => t.startsWith('pages/') && routeOf(t) !== undefined && routeOf(t) !== routeOf(file))
          .map((t) => `${file} → ${t}`),
      )
    expect(crossing).toEqual([])
  })

  // The folder direction is the lint's (eslint.config.js). ESLint's `no-restricted-imports` sees
  // declarations only, so shell/SearchButton.tsx once loaded features/ through import() unseen.
  it('direction is enforced on import() as on a static import', async () => {
    const lint = async (file: string, code: string) => {
      const [result] = await new ESLint({ cwd: ROOT }).lintText(code, { filePath: path.join(ROOT, file) })
      return result!.messages.map((m) => m.ruleId)
    }
    const upward = "export const load = () => import('../features/search/SearchPage')\n"
    expect(await lint('shell/Probe.ts', upward)).toContain('local/no-restricted-dynamic-imports')
    expect(await lint('api/probe.ts', 'export const load = () => import(`../shell/online`)\n')).toContain(
      'local/no-restricted-dynamic-imports',
    )
    expect(await lint('features/probe.ts', "export const load = () => import('../shell/online')\n")).toEqual(
      [],
    )
  }, 60_000)
})
