/**
 * The CDN tier: a VCL for Varnish 7.1 (vcl 4.1) in front of the edge (deploy/nginx.ts), written by
 * the build beside nginx's configuration from the same registry, route table and header rules.
 *
 * What it holds, and for how long (README "Deploy"):
 * - Pages, page data, feeds, sitemap, search files, share images and every other built file: until
 *   the build purges them (a year), as the purge list names every file whose bytes changed. Browsers
 *   still get the origin's `Cache-Control: no-cache` and revalidate against the CDN with its ETag.
 * - Hashed assets (`/assets/*`): a year; a name never changes its bytes.
 * - Entry paths (server-rendered on request, sites/routes.ts) and their share images: `ENTRY_TTL`,
 *   as they change with the API and no build names them; then one stale answer while a new one is
 *   fetched. 404s and redirects the same short time.
 * - When the origin fails (nginx down, or every renderer: 5xx or no connection), every held answer
 *   is served for `GRACE` past its time instead of the error (`X-Alk-Stale` restart below).
 * - Never held: `sw.js` and `version.json` (a deploy must reach the service worker at once),
 *   `/healthz`, other methods, hosts of no tenant, a request with `Authorization`, an answer with
 *   `Set-Cookie`, `Cache-Control: private`/`no-store` or varying on the cookie; and error statuses.
 *
 * Cache key: host, path and encoding (`Accept-Encoding` reduced to `br, gzip`, `br`, `gzip` or none:
 * the origin has files in br and gzip and renders in gzip, `Vary: Accept-Encoding`). The query is dropped: pages read `?page=`, `?q=` and
 * filters in the browser only (components/urlState.ts) and no server render reads it, so every query
 * of a path has the same bytes; only a trailing-slash redirect keeps it (its `Location` carries it),
 * sorted. Cookies are dropped too: the origin reads none (files, and renders that use no visitor's
 * data, renderer/ssrCache.ts), so a signed-in visitor gets the same public answer as a guest.
 *
 * Purge: `PURGE <path>` with the tenant's host (any of its hosts), from an address of `acl` and,
 * when varnishd's environment has `CDN_PURGE_SECRET`, with it in `X-Purge-Secret`. It bans every
 * held form of that path on that tenant: all hosts, encodings and queries (a lurker-friendly ban on
 * the object's own `X-Alk-Site` and `X-Alk-Path`, so the ban list empties itself).
 */
import fs from 'node:fs'
import path from 'node:path'
import { securityHeaders, tenantSecurityHeaders } from '../renderer/headers'
import { TENANTS } from '../sites/registry'
import { ROUTES } from '../sites/routes'
import { EDGE_DIR, entryPathRegex, entryShareImageRegex, hostsOf } from './nginx'
import type { SiteRuntime } from '../sites/runtime'

export const VCL_FILE = 'varnish.vcl'
/** How long an entry path is held before the origin is asked again. */
export const ENTRY_TTL_S = 10
/** How long past its time a held answer is served while the origin fails. */
export const GRACE_S = 3600
/** How long past its time an answer is served while a fresh one is fetched (origin healthy). */
export const REVALIDATE_GRACE_S = 10
/** "Until purged". */
export const HELD_TTL_S = 365 * 24 * 3600
export const PURGE_SECRET_HEADER = 'X-Purge-Secret'

export interface CdnOptions {
  /** The edge (nginx) that answers the CDN: `host:port`. */
  backend: string
  /** Addresses allowed to purge: IPs or CIDR ranges. */
  acl: string[]
  hsts: string | null
}

/** A VCL string literal: the long form takes anything but its own end marker. */
function vclString(value: string): string {
  if (value.includes('"}')) throw new Error(`cdn: a value with "}" cannot be written: ${value}`)
  return `{"${value}"}`
}

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

function aclEntry(entry: string): string {
  const [address, bits] = entry.split('/')
  if (!address || !/^[0-9a-fA-F:.]+$/.test(address)) throw new Error(`cdn: not an address: ${entry}`)
  return bits ? `    "${address}"/${Number(bits)};` : `    "${address}";`
}

/** nginx's `listen` value as the address the CDN reaches it at: `host:port`. */
export function backendOf(listen: string): string {
  const m = /^(?:\[?([^\]]*)\]?:)?(\d+)$/.exec(listen.trim())
  if (!m) throw new Error(`cdn: nginx must listen on host:port or a port: ${listen}`)
  const host = !m[1] || m[1] === '*' || m[1] === '0.0.0.0' || m[1] === '::' ? '127.0.0.1' : m[1]
  return `${host}:${m[2]}`
}

function hostPort(spec: string): { host: string; port: string } {
  const i = spec.lastIndexOf(':')
  return { host: spec.slice(0, i).replace(/^\[|\]$/g, ''), port: spec.slice(i + 1) }
}

function readSite(distDir: string, key: string): SiteRuntime | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(distDir, key, 'site.json'), 'utf8')) as SiteRuntime
  } catch {
    return null
  }
}

/** One `if/elsif` chain over the tenants, `body(key)` inside each branch. */
function perSite(keys: string[], test: (key: string) => string, body: (key: string) => string): string {
  return keys
    .map((key, i) => `    ${i ? '} elsif' : 'if'} (${test(key)}) {\n${body(key)}`)
    .concat(keys.length ? ['    }'] : [])
    .join('\n')
}

function setHeaders(target: 'resp' | 'beresp', headers: Record<string, string>, pad: string): string {
  return Object.entries(headers)
    .map(([name, value]) => `${pad}set ${target}.http.${name} = ${vclString(value)};`)
    .join('\n')
}

/** The VCL for the built tenants of `distDir` (their hosts and headers), in front of `backend`. */
export function varnishVcl(distDir: string, options: CdnOptions): string {
  const { host, port } = hostPort(backendOf(options.backend))
  const built = TENANTS.filter((t) => readSite(distDir, t.key))
  const keys = built.map((t) => t.key)
  const headersOf = (key: string) => tenantSecurityHeaders(readSite(distDir, key)!, options.hsts)
  const plain = securityHeaders([], options.hsts)
  const hostTest = (key: string) =>
    `req.http.host ~ "^(?:${hostsOf(key).map(escapeRegex).join('|')})(?::[0-9]+)?$"`
  const headerSub = (name: string, target: 'resp' | 'beresp', site: string) =>
    `sub ${name} {
${perSite(
  keys,
  (key) => `${site} == "${key}"`,
  (key) => setHeaders(target, headersOf(key), '        '),
)}${keys.length ? ' else {' : '    {'}
${setHeaders(target, plain, '        ')}
    }
    set ${target}.http.Content-Type = "text/plain; charset=utf-8";
}`
  const entry = entryPathRegex(ROUTES)
  const shareImage = entryShareImageRegex(ROUTES)
  return `vcl 4.1;
# Written by deploy/varnish.ts from sites/registry.ts, sites/routes.ts and dist/<key>/site.json:
# do not edit, rebuild. Run: varnishd -n <scratch> -f <this file> -p http_gzip_support=off ...
# (the origin has each encoding precompressed; Varnish must not re-encode).

import std;

# The edge (nginx, dist/edge/nginx.conf).
backend edge {
    .host = "${host}";
    .port = "${port}";
    .connect_timeout = 1s;
    # Above nginx's own read time-out to a renderer (5 s) and its one retry.
    .first_byte_timeout = 12s;
    .between_bytes_timeout = 5s;
}

acl purgers {
${options.acl.map(aclEntry).join('\n')}
}

# Host → tenant, as sites/resolve.ts decides it; "" for a host of no built tenant.
sub alk_site {
    set req.http.X-Alk-Site = "";
${perSite(keys, hostTest, (key) => `        set req.http.X-Alk-Site = "${key}";`)}
}

sub vcl_recv {
    set req.http.host = std.tolower(req.http.host);
    call alk_site;
    if (req.restarts == 0) {
        # Only this VCL says when a held answer is served past its time.
        unset req.http.X-Alk-Stale;
    }

    if (req.method == "PURGE") {
        if (!(client.ip ~ purgers)) {
            return (synth(403, "Forbidden"));
        }
        if (std.getenv("CDN_PURGE_SECRET") ~ "." && req.http.${PURGE_SECRET_HEADER} != std.getenv("CDN_PURGE_SECRET")) {
            return (synth(403, "Forbidden"));
        }
        if (req.http.X-Alk-Site == "") {
            return (synth(404, "Unknown site"));
        }
        if (!std.ban("obj.http.X-Alk-Site == " + req.http.X-Alk-Site + " && obj.http.X-Alk-Path == " + regsub(req.url, "\\?.*$", ""))) {
            return (synth(400, std.ban_error()));
        }
        return (synth(200, "Purged"));
    }

    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    # A host of no tenant (the renderers answer it as unknown): not worth a place in the cache.
    if (req.http.X-Alk-Site == "") {
        return (pass);
    }
    # A deploy must reach the service worker and the update check at once; health is live.
    if (req.url ~ "^/(?:sw\\.js|version\\.json|healthz)(?:[/?]|$)") {
        return (pass);
    }
    if (req.http.Authorization) {
        return (pass);
    }
    # The origin reads no cookie: a signed-in visitor's must neither split nor bypass the cache.
    unset req.http.Cookie;

    # No answer of the origin depends on the query but a trailing-slash redirect's Location.
    if (req.url ~ "\\?") {
        if (req.url ~ "^/[^?]*/\\?") {
            set req.url = std.querysort(req.url);
        } else {
            set req.url = regsub(req.url, "\\?.*$", "");
        }
    }

    # Four forms at most, of the two encodings the origin uses: files precompressed in both (nginx
    # picks brotli first), server renders in gzip only, so "br, gzip" must stay both.
    set req.http.X-Alk-Br = "";
    if (req.http.Accept-Encoding ~ "(?i)(?:^|,)\\s*br\\s*(?:,|$|;(?!\\s*q=0(?:\\.0*)?\\s*(?:,|$)))") {
        set req.http.X-Alk-Br = "br";
    }
    if (req.http.Accept-Encoding ~ "(?i)(?:^|,)\\s*gzip\\s*(?:,|$|;(?!\\s*q=0(?:\\.0*)?\\s*(?:,|$)))") {
        set req.http.Accept-Encoding = regsub(req.http.X-Alk-Br + ", gzip", "^, ", "");
    } elsif (req.http.X-Alk-Br == "br") {
        set req.http.Accept-Encoding = "br";
    } else {
        unset req.http.Accept-Encoding;
    }
    unset req.http.X-Alk-Br;

    if (req.http.X-Alk-Stale) {
        # The origin just failed this request: any held answer within its grace will do.
        set req.grace = ${GRACE_S}s;
    } else {
        set req.grace = ${REVALIDATE_GRACE_S}s;
    }
    return (hash);
}

sub vcl_hash {
    hash_data(req.http.host);
    hash_data(req.url);
    if (req.http.Accept-Encoding) {
        hash_data(req.http.Accept-Encoding);
    }
    return (lookup);
}

sub vcl_backend_fetch {
    unset bereq.http.X-Alk-Stale;
    return (fetch);
}

sub vcl_backend_response {
    # What a purge matches on (stripped before delivery).
    set beresp.http.X-Alk-Site = bereq.http.X-Alk-Site;
    set beresp.http.X-Alk-Path = regsub(bereq.url, "\\?.*$", "");

    if (beresp.status >= 500) {
        # An outage: keep the last good answer. A background refresh leaves it in place; a visitor's
        # request is restarted (vcl_deliver) to take it within its grace.
        if (bereq.is_bgfetch) {
            return (abandon);
        }
        set beresp.http.X-Alk-Failed = "1";
        set beresp.uncacheable = true;
        set beresp.ttl = 0s;
        return (deliver);
    }
    # Personal, or said to be private by the origin: never held, and not merged with others for a while.
    if (bereq.http.Authorization || beresp.http.Set-Cookie
        || beresp.http.Cache-Control ~ "(?i)private|no-store"
        || beresp.http.Vary ~ "(?i)cookie|authorization") {
        set beresp.uncacheable = true;
        set beresp.ttl = 120s;
        return (deliver);
    }
    set beresp.grace = ${GRACE_S}s;
    if (beresp.status == 200 && bereq.url ~ "^/assets/") {
        set beresp.ttl = ${HELD_TTL_S}s;
    } elsif (beresp.status == 200 && (beresp.http.X-Alk-Path ~ "${entry}" || beresp.http.X-Alk-Path ~ "${shareImage}")) {
        set beresp.ttl = ${ENTRY_TTL_S}s;
    } elsif (beresp.status == 200) {
        # Held until the build purges it.
        set beresp.ttl = ${HELD_TTL_S}s;
    } elsif (beresp.status == 301 || beresp.status == 308 || beresp.status == 404 || beresp.status == 410 || beresp.status == 414) {
        set beresp.ttl = ${ENTRY_TTL_S}s;
    } else {
        set beresp.uncacheable = true;
        set beresp.ttl = 10s;
    }
    return (deliver);
}

sub vcl_backend_error {
    # No answer from the origin at all: as a 5xx above, the visitor's request is restarted.
    if (bereq.is_bgfetch) {
        return (abandon);
    }
    set beresp.http.X-Alk-Failed = "1";
    set beresp.http.Retry-After = "5";
    call alk_backend_error_headers;
    set beresp.body = "Layanan sedang tidak tersedia. Coba lagi sebentar lagi.";
    return (deliver);
}

sub vcl_deliver {
    if (resp.http.X-Alk-Failed && req.restarts == 0 && (req.method == "GET" || req.method == "HEAD")) {
        set req.http.X-Alk-Stale = "1";
        return (restart);
    }
    if (obj.uncacheable) {
        set resp.http.X-Cache = "PASS";
    } elsif (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
    unset resp.http.X-Alk-Site;
    unset resp.http.X-Alk-Path;
    unset resp.http.X-Alk-Failed;
    unset resp.http.X-Varnish;
    unset resp.http.Via;
    return (deliver);
}

sub vcl_synth {
    unset resp.http.X-Varnish;
    call alk_synth_headers;
    set resp.body = resp.reason;
    return (deliver);
}

# The security headers of renderer/headers.ts on the answers Varnish makes itself, per tenant.
${headerSub('alk_synth_headers', 'resp', 'req.http.X-Alk-Site')}

${headerSub('alk_backend_error_headers', 'beresp', 'bereq.http.X-Alk-Site')}
`
}

/** Writes `dist/edge/varnish.vcl`; `changed` says whether a running Varnish must load it. */
export function writeCdnConfig(
  distDir: string,
  options: CdnOptions,
  dir = path.join(distDir, EDGE_DIR),
): { file: string; changed: boolean } {
  fs.mkdirSync(dir, { recursive: true })
  const file = path.join(dir, VCL_FILE)
  const text = varnishVcl(distDir, options)
  const old = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null
  if (old === text) return { file, changed: false }
  fs.writeFileSync(`${file}.tmp`, text)
  fs.renameSync(`${file}.tmp`, file)
  return { file, changed: true }
}
