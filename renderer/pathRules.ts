/**
 * What a request path can be, decided before any cache is asked, so that a flood of made-up
 * addresses costs neither memory nor file-system calls:
 *
 * - longer than `MAX_PATH_CHARS` (decoded): nothing is ever built or routed there, and the answer is
 *   414, from the edge (deploy/nginx.ts, the same figure) and the renderer alike;
 * - a file of a built site root is at most `MAX_FILE_SEGMENTS` deep, with names of at most
 *   `MAX_NAME_BYTES` (the file system's own limit) and at most `MAX_FILE_PATH_CHARS` in all (the
 *   build writes paths of under 100 characters, three folders deep): a path outside these is never
 *   looked up, so its absence is never remembered (renderer/files.ts);
 * - a route is what the route table matches (sites/routes.ts `findRoute`), nothing else.
 *
 * Lengths are counted in characters of the decoded path; nginx counts bytes of its decoded `$uri`,
 * the same for the ASCII addresses of the route table (a path of non-ASCII text reaches 414 a little
 * sooner at the edge, always far above any real address).
 */

export const MAX_PATH_CHARS = 2048
export const MAX_FILE_PATH_CHARS = 1024
export const MAX_FILE_SEGMENTS = 8
export const MAX_NAME_BYTES = 255

export function isTooLong(urlPath: string): boolean {
  return urlPath.length > MAX_PATH_CHARS
}

/** False when no built file can have this (decoded) path: it is then never looked up. */
export function mayBeFile(urlPath: string): boolean {
  if (urlPath.length > MAX_FILE_PATH_CHARS) return false
  const names = urlPath.split('/').filter(Boolean)
  if (names.length > MAX_FILE_SEGMENTS) return false
  return names.every((name) => Buffer.byteLength(name) <= MAX_NAME_BYTES)
}
