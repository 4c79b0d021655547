/**
 * The release service (scripts/release/service.ts) for `npm start` and `npm run start:edge`: on
 * RELEASE_PORT (4300), with RELEASE_SECRET, or a random secret for this run when none is set (the
 * renderers forward the desk's notices with it, so nobody else needs to know it). Sets RELEASE_URL
 * and RELEASE_SECRET in `env` for the renderers started after it. With RELEASE_URL already set
 * (another stack over the same `dist/` runs one, as in the e2e run) none is started: one service
 * per output folder, or two would rebuild the same tenant at once.
 */
import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { DEFAULT_RELEASE_PORT, startReleaseService, type ReleaseService } from './release/service'

export async function startReleaseForLocal(
  env: NodeJS.ProcessEnv,
  distDir?: string,
): Promise<ReleaseService | null> {
  if (env.RELEASE_URL) {
    console.log(`release service: ${env.RELEASE_URL} (started elsewhere)`)
    return null
  }
  env.RELEASE_SECRET ||= randomBytes(24).toString('hex')
  const release = await startReleaseService({
    secret: env.RELEASE_SECRET,
    port: Number(env.RELEASE_PORT ?? DEFAULT_RELEASE_PORT),
    distDir: distDir ? path.resolve(distDir) : undefined,
    env,
  })
  env.RELEASE_URL = release.url
  console.log(`release service: ${release.url} (status page; POST /notices with RELEASE_SECRET)`)
  return release
}
