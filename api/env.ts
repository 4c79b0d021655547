/**
 * The environment the API layer reads (README "Configuration"), checked once with a schema so a
 * wrong value stops the build, the dev server or a script at start with the variable's name,
 * instead of surfacing later as "cannot connect" on every call.
 */
import * as z from 'zod/mini'

type Env = Record<string, string | undefined>

const httpUrl = () =>
  z.string().check(
    z.refine((v) => {
      try {
        const url = new URL(v)
        return url.protocol === 'http:' || url.protocol === 'https:'
      } catch {
        return false
      }
    }, 'must be an absolute http(s) URL, e.g. https://api.example.id'),
  )

// Built on first use: the browser imports this module's neighbours, never its check.
const fixedSchemas = () => ({
  API_BASE_URL: httpUrl(),
  APP_TOKEN_KEY: z.string().check(z.regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex digits (an AES-256 key)')),
  APP_TOKEN_CODE: z.string().check(z.minLength(1, 'must not be empty')),
  API_CLIENT_ID: z.string().check(z.minLength(1, 'must not be empty')),
  API_CLIENT_SECRET: z.string().check(z.minLength(1, 'must not be empty')),
  API_CLIENT_SCOPES: z
    .string()
    .check(z.regex(/^[\w:.-]+(\s*,\s*[\w:.-]+)*$/, 'must be a comma-separated list of scopes')),
})

/** `API_SERVICES_URL`, `API_AUTH_URL__SMKCODING`, …: every per-host address is a URL too. */
const HOST_URL_VARIABLE = /^API_[A-Z]+_URL(__[A-Z0-9_]+)?$/

export class EnvError extends Error {
  override name = 'EnvError'
}

const checked = new WeakSet<object>()

/** Throws `EnvError` naming every set variable whose value is wrong; unset ones keep their defaults. */
export function checkApiEnv(env: Env): void {
  if (checked.has(env)) return
  const FIXED = fixedSchemas()
  const problems: string[] = []
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined || value === '') continue
    const schema =
      name in FIXED ? FIXED[name as keyof typeof FIXED] : HOST_URL_VARIABLE.test(name) ? httpUrl() : undefined
    if (!schema) continue
    const result = schema.safeParse(value)
    if (!result.success)
      problems.push(`${name} ${result.error.issues[0]?.message ?? 'is invalid'} (got "${value}")`)
  }
  if (problems.length) throw new EnvError(`Invalid configuration:\n  ${problems.join('\n  ')}`)
  checked.add(env)
}
