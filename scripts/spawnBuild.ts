/**
 * The build of `npm start` and `npm run start:edge`: every tenant, or `TENANTS=a,b`, in a child
 * process, so the sandbox in the caller's process keeps answering the build's requests.
 */
import { spawn } from 'node:child_process'

export async function buildTenants(env: NodeJS.ProcessEnv): Promise<void> {
  const only = (env.TENANTS ?? '')
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean)
    .flatMap((k) => ['--tenant', k])
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/build-tenants.ts', ...only], {
    stdio: 'inherit',
    env,
  })
  const status = await new Promise<number | null>((resolve) => child.on('exit', resolve))
  if (status !== 0) console.warn('\nSome tenants failed to build (see above); serving the ones that did.\n')
}
