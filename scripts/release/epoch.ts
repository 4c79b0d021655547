/**
 * The time a build states (`version.json` `builtAt`): `SOURCE_DATE_EPOCH` when set (the
 * reproducible-builds convention, seconds since 1970), else the time of the checked-out commit, so
 * two builds of one commit say the same; 0 when neither is known (no git).
 */
import { execFileSync } from 'node:child_process'

export function sourceDateEpoch(root: string, env: Record<string, string | undefined>): number {
  const fromEnv = env.SOURCE_DATE_EPOCH
  if (fromEnv !== undefined && fromEnv !== '') {
    const seconds = Number(fromEnv)
    if (!Number.isInteger(seconds) || seconds < 0)
      throw new Error(`SOURCE_DATE_EPOCH must be whole seconds since 1970, got "${fromEnv}"`)
    return seconds
  }
  try {
    const out = execFileSync('git', ['log', '-1', '--format=%ct'], {
      cwd: root,
      encoding: 'utf8',
      stdio: 'pipe',
    })
    return Number(out.trim()) || 0
  } catch {
    return 0
  }
}
