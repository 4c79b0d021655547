/**
 * The production edge: an nginx configuration (Debian's nginx 1.22 with its brotli static module)
 * written from the registry and the built tenants, so nginx answers what the renderer would, byte for
 * byte but for `Server`, `Date` and the validators' spelling (nginx's ETag is mtime-size):
 *
 * - Host → tenant as sites/resolve.ts decides it: each built tenant's domains (and `<key>.localhost`;
 *   bare `localhost` and loopback addresses for the default tenant) name one `server`, rooted at
 *   `dist/<key>/`; any other host goes to the renderers, which answer it as an unknown site.
 * - Files: the `.br`/`.gz` written beside each text file at build time are served as they are
 *   (`brotli_static`, `gzip_static`); `assets/*` immutable for a year, everything else `no-cache`
 *   with ETag/Last-Modified; content types from renderer/files.ts; the tenant's 404 page for a path
 *   that is neither a file nor a route.
 * - The security headers come from renderer/headers.ts, made from the tenant's `site.json` as the
 *   renderer makes them, on every answer nginx makes itself; answers from a renderer keep its own.
 * - Only what a renderer answers differently from the files goes to it, decided on the path's shape
 *   (renderer/pathRules.ts, sites/routes.ts): entry paths (routes the table renders on the server)
 *   and their share images when no file holds them; a trailing slash whose path without it is a file
 *   or a built route (the renderer's 301); a denied name (dot segment, `site.json`) only when it is
 *   an entry path; a missing hashed asset; other methods; `/healthz`. Everything else nginx answers
 *   itself: the tenant's 404 page, or 414 for a path longer than `MAX_PATH_CHARS`, as the renderer
 *   would. A flood of made-up addresses so never reaches a renderer. Forwarded paths go to an
 *   upstream of N stateless renderers: keep-alive,
 *   short time-outs, the next replica on a connection error or time-out (GET and HEAD only, as nginx
 *   never retries a non-idempotent request), and a micro-cache for entry pages that keeps answering the
 *   last good page while the renderers or the API fail (`proxy_cache_use_stale`, background update).
 *   An error render never enters it: only 200 and 404 are kept, and the renderer gives a failed
 *   render its error status (renderer/app.ts), page data included. The micro-cache is keyed by path
 *   without the query, which no server render reads (renderer/app.ts).
 *
 * Two files land in `dist/edge/`: `sites.conf` (http-level: upstream, cache zone, maps, servers), for
 * an operator's own nginx.conf to include, and `nginx.conf`, a complete configuration that runs
 * unprivileged with every writable path under nginx's prefix (`nginx -p <scratch>/ -c dist/edge/nginx.conf`).
 */
import fs from 'node:fs'
import path from 'node:path'
import { TYPES } from '../renderer/files'
import { MAX_PATH_CHARS } from '../renderer/pathRules'
import { securityHeaders, tenantSecurityHeaders } from '../renderer/headers'
import { DEFAULT_LAYOUT, TENANTS, getTenant } from '../sites/registry'
import { ROUTES, compile, type RouteDef } from '../sites/routes'
import type { SiteRuntime } from '../sites/runtime'

export const EDGE_DIR = 'edge'
export const DEBIAN_BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'

export interface EdgeOptions {
  /** The live outputs (absolute): `dist/`. */
  distDir: string
  /** nginx `listen` value: a port or `address:port`. */
  listen: string
  /** The renderer replicas, `host:port` each. */
  renderers: string[]
  /** `Strict-Transport-Security` value or null, as the renderers are told (renderer/headers.ts). */
  hsts: string | null
  /** How long an entry page is reused before a renderer is asked again (the renderer's own is 1 s). */
  microCacheSeconds?: number
  /** The micro-cache's folder; relative paths are under nginx's prefix. */
  cacheDir?: string
  /** The brotli static module to load, or null when nginx has it built in or lacks it. */
  brotliModule?: string | null
  workerProcesses?: string
}

const UPSTREAM = 'alkademi_renderers'
const CACHE_ZONE = 'alkademi_entry'
/** Set on every answer a renderer makes (renderer/headers.ts): its absence means nginx answered. */
const RENDERER_MARK = '$upstream_http_x_content_type_options'

/** A value nginx takes as one literal string (nginx has no escape for `$`: refuse one). */
function quoted(value: string): string {
  if (value.includes('$')) throw new Error(`edge: a header value with "$" cannot be written: ${value}`)
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`
}

/**
 * Headers too large for nginx answer as Node answers them: 431 with no body and the security
 * headers (nginx's own answer would be a 400 page). 494 is nginx's internal code for it.
 */
function headerTooLarge(headers: Record<string, string>): string {
  return `    error_page 494 = @header_too_large;
    location @header_too_large {
${addHeaders(headers, '        ')}
        return 431;
    }`
}

const routeSource = (r: RouteDef) => compile(r.pattern).regex.source.replace(/^\^/, '').replace(/\$$/, '')

/**
 * A server-rendered page's path followed by `suffix` (a regex), without anchors. A literal static
 * route is the most specific match of its path (findRoute): never an entry path.
 */
function entryPage(suffix: string, routes: Record<string, RouteDef>): string {
  const built = Object.values(routes).filter((r) => r.page)
  const any = `(?:${built
    .filter((r) => r.render === 'server')
    .map(routeSource)
    .join('|')})`
  const literal = built.filter((r) => r.render === 'static' && compile(r.pattern).keys.length === 0)
  return `(?!(?:${literal.map(routeSource).join('|')})${suffix}$)${any}${suffix}`
}

/** Every server-rendered route of the table, and its page data, as one nginx regex. */
export function entryPathRegex(routes: Record<string, RouteDef> = ROUTES): string {
  const data = '/index\\.pageContext\\.json'
  // As the renderer reads a path: page data names the page without its suffix (so a static page's
  // `X/index.pageContext.json` is never an entry path's `{slug}`).
  return `^(?!.*${data}$)${entryPage('', routes)}$|^${entryPage(data, routes)}$`
}

/** An entry path's share image, `/og/<entry path>.png` (sites/logo.ts `pageOfShareImage`). */
export function entryShareImageRegex(routes: Record<string, RouteDef> = ROUTES): string {
  return `^/og${entryPage('\\.png', routes)}$`
}

/** Any built route, static or server-rendered: what a trailing slash is redirected to. */
export function builtRouteRegex(routes: Record<string, RouteDef> = ROUTES): string {
  const built = Object.values(routes).filter((r) => r.page)
  return `^(?:${built.map(routeSource).join('|')})$`
}

/** A decoded path longer than the renderer answers (renderer/pathRules.ts): 414. */
export const TOO_LONG_REGEX = `^[\\s\\S]{${MAX_PATH_CHARS + 1}}`

/** The hosts sites/resolve.ts maps to `key`. */
export function hostsOf(key: string): string[] {
  const tenant = getTenant(key)
  if (!tenant) return []
  const names = tenant.domains.map((d) => d.toLowerCase())
  if (key === DEFAULT_LAYOUT) names.push('localhost', '127.0.0.1', '[::1]')
  return [...new Set(names)]
}

function readSite(distDir: string, key: string): SiteRuntime | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(distDir, key, 'site.json'), 'utf8')) as SiteRuntime
  } catch {
    return null
  }
}

/** `add_header` lines for headers nginx sets on its own answers, in any status. */
function addHeaders(headers: Record<string, string>, pad: string): string {
  return Object.entries(headers)
    .map(([name, value]) => `${pad}add_header ${name} ${quoted(value)} always;`)
    .join('\n')
}

/**
 * Headers for proxied answers: a renderer's answer carries its own and passes untouched; an answer
 * nginx makes in its place (no replica reachable) gets the same ones. One map per distinct value.
 */
class ProxiedHeaders {
  private readonly maps = new Map<string, string>()

  lines(headers: Record<string, string>, pad: string): string {
    return Object.entries(headers)
      .map(([name, value]) => {
        const id = `${name}\n${value}`
        let variable = this.maps.get(id)
        if (!variable) {
          variable = `$alk_h${this.maps.size}`
          this.maps.set(id, variable)
        }
        return `${pad}add_header ${name} ${variable} always;`
      })
      .join('\n')
  }

  config(): string {
    return [...this.maps]
      .map(([id, variable]) => {
        const value = id.slice(id.indexOf('\n') + 1)
        return `map ${RENDERER_MARK} ${variable} {\n    "" ${quoted(value)};\n    default "";\n}`
      })
      .join('\n')
  }
}

function proxy(pad: string, headers: string, entry: { key: string; micro: number } | null): string {
  const lines = [
    `proxy_pass http://${UPSTREAM};`,
    'proxy_http_version 1.1;',
    'proxy_set_header Connection "";',
    'proxy_set_header Host $http_host;',
    'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    'proxy_set_header X-Forwarded-Proto $scheme;',
    // The renderer compresses entry pages with gzip or not at all: the cache keeps those two forms.
    ...(entry ? ['proxy_set_header Accept-Encoding $alk_entry_encoding;'] : []),
    'proxy_connect_timeout 1s;',
    'proxy_send_timeout 5s;',
    // Above the renderer's own API time-out (SSR_API_TIMEOUT_MS, 2.5 s) and its render.
    'proxy_read_timeout 5s;',
    'proxy_next_upstream error timeout;',
    'proxy_next_upstream_tries 2;',
    'proxy_next_upstream_timeout 5s;',
    ...(entry
      ? [
          `proxy_cache ${CACHE_ZONE};`,
          `proxy_cache_key "${entry.key}|$alk_request_path|$alk_entry_encoding";`,
          // The renderer says `no-cache` to browsers; the edge keeps the page for the micro-cache's time.
          'proxy_ignore_headers Cache-Control Expires;',
          `proxy_cache_valid 200 404 ${entry.micro}s;`,
          'proxy_cache_use_stale error timeout updating http_500 http_502 http_503 http_504;',
          'proxy_cache_background_update on;',
          'proxy_cache_lock on;',
          'proxy_cache_lock_timeout 5s;',
        ]
      : []),
  ]
  return `${lines.map((l) => pad + l).join('\n')}\n${headers}`
}

interface Built {
  key: string
  headers: Record<string, string>
}

/** The http-level configuration: upstream, micro-cache, maps and one server per built tenant. */
export function sitesConf(options: EdgeOptions, built: Built[]): string {
  const micro = options.microCacheSeconds ?? 1
  const proxied = new ProxiedHeaders()
  const types = Object.entries(TYPES)
    .map(([ext, type]) => `        ${quoted(type)} ${ext.slice(1)};`)
    .join('\n')
  const entryRegex = entryPathRegex()
  const shareImageRegex = entryShareImageRegex()
  const builtRoutes = builtRouteRegex()
  const servers = built.map(({ key, headers }) => {
    const files = (cacheControl: string) =>
      [
        addHeaders(headers, '        '),
        addHeaders({ 'Cache-Control': cacheControl, Vary: 'Accept-Encoding' }, '        '),
      ].join('\n')
    const viaRenderer = proxy('        ', proxied.lines(headers, '        '), null)
    const viaEntry = proxy('        ', proxied.lines(headers, '        '), { key, micro })
    return `# ${key}
server {
    listen ${options.listen};
    server_name ${hostsOf(key).join(' ')};
    root ${path.join(options.distDir, key)};
    types {
${types}
    }
    default_type application/octet-stream;
${addHeaders(headers, '    ')}
    # GET and HEAD only, as the renderer answers other methods (405 with Allow).
    error_page 405 = @renderer;
    if ($request_method !~ ^(?:GET|HEAD)$) {
        return 405;
    }
${headerTooLarge(headers)}

    location / {
${files('no-cache')}
        try_files $uri $uri/index.html @unbuilt;
    }
    # No file holds the path: an entry path, or its share image, is the renderer's to draw; any other
    # path is the 404 page. Told apart by maps compiled once for every server (see the maps).
    location @unbuilt {
        error_page 404 @notfound;
        error_page 418 = @entry;
        error_page 419 = @renderer;
        if ($alk_entry_uri) {
            return 418;
        }
        if ($alk_share_uri) {
            return 419;
        }
        return 404;
    }
    location @notfound {
${files('no-cache')}
        # As the renderer's not-found page: validators only on a 200.
        etag off;
        try_files /404.html =404;
    }
    location /assets/ {
${files('public, max-age=31536000, immutable')}
        # A hashed name never changes its bytes, so an open descriptor can be kept: the file and its
        # .br/.gz siblings skip open() and stat() on every request. Pages are not cached this way:
        # a swapped build must serve its new pages at once, with no reload.
        open_file_cache max=4096 inactive=60s;
        open_file_cache_valid 60s;
        # A missing asset is a plain 404, never a page: the renderer's answer.
        try_files $uri @renderer;
    }
    # Longer than any address: 414, as the renderer answers it (renderer/pathRules.ts).
    location ~ "${TOO_LONG_REGEX}" {
${addHeaders(headers, '        ')}
        types { }
        default_type "text/plain; charset=utf-8";
        return 414 "URI Too Long";
    }
    # One address per page (\`/About/\` → 301 \`/About\`): the renderer redirects when the path
    # without the slash is a file or a built route, on the resolved file; else the 404 page, here.
    location ~ "^(?<alk_slashless>/.*?)/+$" {
        error_page 404 @notfound;
        set $alk_served "";
        if (-f $document_root$alk_slashless) {
            set $alk_served 1;
        }
        if (-f $document_root$alk_slashless/index.html) {
            set $alk_served 1;
        }
        if ($alk_slashless_built) {
            set $alk_served 1;
        }
        if ($uri ~ "^/assets/") {
            set $alk_served 1;
        }
        if ($alk_served = "") {
            return 404;
        }
${viaRenderer}
    }
    # Never-served names (dot segments, site.json and its siblings) are the 404 page, unless the
    # path is an entry path, which the renderer renders (it never serves such a file).
    location ~ "(^|/)\\.|^/site\\.json" {
        error_page 404 @notfound;
        if ($alk_entry_uri = "") {
            return 404;
        }
${viaRenderer}
    }
    # /healthz/memory (each cache's bytes) is for the supervisor and the operator on the renderer's
    # own port: a visitor has no use for it, so the edge answers it as any unknown path.
    location = /healthz {
${viaRenderer}
    }
    location @renderer {
${viaRenderer}
    }
    location @entry {
${viaEntry}
    }
}`
  })
  const plain = securityHeaders([], options.hsts)
  const fallback = `# Hosts of no built tenant: the renderers answer (unknown site 404, or not built yet 503).
server {
    listen ${options.listen} default_server;
    server_name _;
${addHeaders(plain, '    ')}
${headerTooLarge(plain)}
    location / {
${proxy('        ', proxied.lines(plain, '        '), null)}
    }
}`
  return `# Written by deploy/nginx.ts from sites/registry.ts and dist/<key>/site.json: do not edit, rebuild.
# Include it in nginx's http block (dist/edge/nginx.conf does).

upstream ${UPSTREAM} {
${options.renderers.map((r) => `    server ${r} max_fails=1 fail_timeout=2s;`).join('\n')}
    keepalive 32;
    # Below the renderer's keep-alive (Node's 5 s): nginx never reuses a connection Node is closing.
    keepalive_timeout 4s;
}

proxy_cache_path ${options.cacheDir ?? 'entry_cache'} levels=1:2 keys_zone=${CACHE_ZONE}:16m max_size=256m inactive=1h use_temp_path=off;

# The request's path as sent, without the query: the micro-cache's key.
map $request_uri $alk_request_path {
    "~^(?<alk_path>[^?]*)" $alk_path;
}

# The route tests of the servers' \`if\`s, compiled once here: a regex written in a server is
# compiled (and JIT-compiled) once per server at every nginx -t and reload, which with hundreds of
# tenants was most of that time (bench/scale-tenants.ts). Volatile: evaluated where tested.
map $alk_slashless $alk_slashless_built {
    volatile;
    default "";
    "~${builtRoutes}" 1;
}

map $uri $alk_entry_uri {
    volatile;
    default "";
    "~${entryRegex}" 1;
}

# An entry path's share image: drawn by the renderer (pre-rendered pages' ones are files).
map $uri $alk_share_uri {
    volatile;
    default "";
    "~${shareImageRegex}" 1;
}

map $http_accept_encoding $alk_entry_encoding {
    default "";
    "~*(^|,)\\s*gzip\\s*(,|$|;(?!\\s*q=0\\s*(,|$)))" gzip;
}

gzip off;
gzip_static on;
brotli_static on;
# Vary is written with the other headers, on every file answer, as the renderer does.
gzip_vary off;
etag on;
# The renderer answers whole bodies only; nginx then says nothing about ranges either.
max_ranges 0;
if_modified_since before;
server_tokens off;
# A header line as long as Node accepts in all (16 KB) fits; beyond, see @header_too_large.
large_client_header_buffers 4 16k;
${serverNamesHash(built.flatMap(({ key }) => hostsOf(key)))}

${proxied.config()}

${fallback}

${servers.join('\n\n')}
`
}

/**
 * The server-name hash sized for every host of every built tenant. nginx's defaults (512 slots of 64
 * bytes) hold about 40 tenants; past them nginx searches every size up to the maximum at each
 * `nginx -t` and reload, warns "could not build optimal server_names_hash" and drops the bucket size
 * it was given (bench/scale-tenants.ts: a provider with hundreds of sites). Two slots a name, as a
 * power of two, and buckets wide enough for the longest name, keep that search to its first tries.
 */
export function serverNamesHash(names: string[]): string {
  let max = 512
  while (max < names.length * 2) max *= 2
  const longest = names.reduce((m, n) => Math.max(m, n.length), 0)
  // A bucket holds a name as a pointer, its length and its bytes, aligned to 8, and ends with a
  // null pointer; with room for three names, a table of two slots a name is found at once.
  const element = Math.ceil((8 + 2 + longest) / 8) * 8
  let bucket = 64
  while (bucket < 3 * element + 8) bucket *= 2
  return `# ${names.length} host names: the hash sized for them (deploy/nginx.ts serverNamesHash).
server_names_hash_max_size ${max};
server_names_hash_bucket_size ${bucket};`
}

/** A complete nginx.conf around sites.conf; writable paths are relative to nginx's prefix (`-p`). */
export function nginxConf(options: EdgeOptions, sitesFile: string): string {
  const brotli = options.brotliModule === undefined ? defaultBrotliModule() : options.brotliModule
  return `# Written by deploy/nginx.ts. Run: nginx -p <scratch folder>/ -c ${path.resolve(sitesFile, '..', 'nginx.conf')}
${brotli ? `load_module ${brotli};\n` : ''}# Every request meets the entry-path regex of its server; compiled, it costs a fraction.
pcre_jit on;
worker_processes ${options.workerProcesses ?? 'auto'};
pid nginx.pid;
error_log error.log warn;

events {
    worker_connections 4096;
}

http {
    access_log off;
    client_body_temp_path client_body_temp;
    proxy_temp_path proxy_temp;
    fastcgi_temp_path fastcgi_temp;
    uwsgi_temp_path uwsgi_temp;
    scgi_temp_path scgi_temp;
    sendfile on;
    tcp_nopush on;
    # As the renderer (Node's 5 s keep-alive), and said the same way.
    keepalive_timeout 5s 5s;

    include ${sitesFile};
}
`
}

function defaultBrotliModule(): string | null {
  return fs.existsSync(DEBIAN_BROTLI_MODULE) ? DEBIAN_BROTLI_MODULE : null
}

/** The tenants of the registry built in `distDir`, with their headers. */
export function builtTenants(distDir: string, hsts: string | null): Built[] {
  const out: Built[] = []
  for (const tenant of TENANTS) {
    const site = readSite(distDir, tenant.key)
    if (site) out.push({ key: tenant.key, headers: tenantSecurityHeaders(site, hsts) })
  }
  return out
}

/**
 * Writes `dist/edge/sites.conf` and `nginx.conf`. `changed` says whether a running nginx must be told
 * (`nginx -s reload`): a rebuilt tenant whose hosts and headers stayed the same needs nothing, as
 * nginx reads its files from `dist/<key>/` on every request.
 */
export function writeEdgeConfig(
  options: EdgeOptions,
  dir = path.join(options.distDir, EDGE_DIR),
): { dir: string; nginxConf: string; changed: boolean } {
  fs.mkdirSync(dir, { recursive: true })
  const sitesFile = path.join(dir, 'sites.conf')
  const confFile = path.join(dir, 'nginx.conf')
  const texts: [string, string][] = [
    [sitesFile, sitesConf(options, builtTenants(options.distDir, options.hsts))],
    [confFile, nginxConf(options, sitesFile)],
  ]
  let changed = false
  for (const [file, text] of texts) {
    const old = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null
    if (old === text) continue
    changed = true
    // Replaced in one step: a reload never reads half a file.
    fs.writeFileSync(`${file}.tmp`, text)
    fs.renameSync(`${file}.tmp`, file)
  }
  return { dir, nginxConf: confFile, changed }
}

/** Where the edge's deployment settings (listen, renderers) are kept between builds. */
const SETTINGS_FILE = 'edge.json'

/**
 * The edge's settings: `EDGE_LISTEN` (a port or address:port) and `EDGE_RENDERERS` (ports or
 * host:port, comma-separated) when set, else those the last run wrote to `dist/edge/edge.json`
 * (`npm run start:edge` writes its ports there, so a later one-tenant build keeps them), else
 * 3000 and 3001,3002. Saved back for the next build.
 */
export function edgeOptionsFromEnv(
  distDir: string,
  env: NodeJS.ProcessEnv,
  hsts: string | null,
): EdgeOptions {
  const file = path.join(distDir, EDGE_DIR, SETTINGS_FILE)
  let saved: { listen?: string; renderers?: string[] } = {}
  try {
    saved = JSON.parse(fs.readFileSync(file, 'utf8')) as typeof saved
  } catch {
    // first run
  }
  const renderers = env.EDGE_RENDERERS
    ? env.EDGE_RENDERERS.split(',')
        .map((r) => r.trim())
        .filter(Boolean)
        .map((r) => (/^\d+$/.test(r) ? `127.0.0.1:${r}` : r))
    : (saved.renderers ?? ['127.0.0.1:3001', '127.0.0.1:3002'])
  const listen = env.EDGE_LISTEN ?? saved.listen ?? '3000'
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, `${JSON.stringify({ listen, renderers }, null, 2)}\n`)
  return {
    distDir: path.resolve(distDir),
    listen,
    renderers,
    hsts,
    microCacheSeconds: env.EDGE_MICRO_CACHE_S ? Number(env.EDGE_MICRO_CACHE_S) : undefined,
  }
}
