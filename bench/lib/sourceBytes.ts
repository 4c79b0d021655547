/**
 * Which source modules make up a minified chunk, in bytes of its output, read from the chunk's
 * source map: each mapped segment is credited to its source up to the next segment. Shared by
 * bench/bundle-makeup.ts (per chunk) and bench/stack-floor.ts (per package of a first visit).
 */
import { SourceMapConsumer } from 'source-map-js'

export function bytesBySource(code: string, map: string): Map<string, number> {
  const lines = code.split('\n')
  const consumer = new SourceMapConsumer(JSON.parse(map))
  const bytes = new Map<string, number>()
  let last: { line: number; column: number; source: string } | null = null
  const credit = (upTo: { line: number; column: number }) => {
    if (!last) return
    const size =
      upTo.line === last.line
        ? upTo.column - last.column
        : (lines[last.line - 1]?.length ?? 0) - last.column + upTo.column
    bytes.set(last.source, (bytes.get(last.source) ?? 0) + Math.max(0, size))
  }
  consumer.eachMapping((m) => {
    credit({ line: m.generatedLine, column: m.generatedColumn })
    last = { line: m.generatedLine, column: m.generatedColumn, source: m.source ?? '(none)' }
  })
  credit({ line: lines.length, column: lines.at(-1)?.length ?? 0 })
  return bytes
}

/** A source's package name (`react-dom`, `@scope/name`), or its path outside node_modules. */
export function packageOf(source: string): string {
  const nm = source.lastIndexOf('node_modules/')
  if (nm === -1) return source.replace(/^(\.\.\/)+/, '')
  const rest = source.slice(nm + 'node_modules/'.length).split('/')
  return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!
}

/**
 * The owner of each UTF-16 unit of a minified chunk, as `group(source)` names it (a package, a
 * file): the same crediting as `bytesBySource`, position by position, so a source's bytes can be
 * left out and the chunk compressed without them. Units before the first mapping are `(none)`.
 */
export function ownerBySource(code: string, map: string, group: (source: string) => string): string[] {
  const lineStarts = [0]
  for (let i = 0; i < code.length; i++) if (code[i] === '\n') lineStarts.push(i + 1)
  const starts: { at: number; owner: string }[] = []
  new SourceMapConsumer(JSON.parse(map)).eachMapping((m) =>
    starts.push({
      at: lineStarts[m.generatedLine - 1]! + m.generatedColumn,
      owner: group(m.source ?? '(none)'),
    }),
  )
  starts.sort((a, b) => a.at - b.at)
  const owners = new Array<string>(code.length).fill('(none)')
  starts.forEach(({ at, owner }, i) => owners.fill(owner, at, starts[i + 1]?.at ?? code.length))
  return owners
}
