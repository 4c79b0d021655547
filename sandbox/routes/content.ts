/** The content domains added beside posts and classes: careers, programs, api-host batches. */
import type { SandboxContext, SandboxModule } from '../context'
import { batches } from './batches'
import { careers } from './careers'
import { programs } from './programs'

const PARTS: readonly SandboxModule[] = [careers, programs, batches]

export const content: SandboxModule = {
  migrations: PARTS.flatMap((m) => m.migrations ?? []),
  async seed(db) {
    for (const m of PARTS) await m.seed?.(db)
  },
  register(ctx: SandboxContext) {
    for (const m of PARTS) m.register(ctx)
  },
}
