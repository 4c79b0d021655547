/**
 * The people, money, AI and logging domains as one sandbox module (one line in sandbox/modules.ts):
 * accounts/schools/regions/uploads/auth host, click logs and statistics, payments and payouts,
 * enrolments,
 * the AI-chat host, and the hosted database's REST tables.
 */
import type { SandboxContext, SandboxModule } from '../context'
import { accounts } from './accounts'
import { chat } from './chat'
import { enrolments } from './enrolments'
import { hostedDb } from './hostedDb'
import { logging } from './logging'
import { money } from './money'

const PARTS: readonly SandboxModule[] = [accounts, logging, money, enrolments, chat, hostedDb]

export const people: SandboxModule = {
  migrations: PARTS.flatMap((p) => p.migrations ?? []),
  async seed(db) {
    for (const p of PARTS) await p.seed?.(db)
  },
  register(ctx: SandboxContext) {
    for (const p of PARTS) p.register(ctx)
  },
}
