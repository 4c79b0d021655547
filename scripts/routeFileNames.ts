/**
 * The files Vike reads for a route's facts, which only scripts/routeFiles.ts writes. A module of its
 * own, without the writer's command-line entry, so the build's input hash (scripts/release/inputs.ts,
 * bundled into the release worker) can name them without running the writer.
 */
export const ROUTE_FILE_NAMES = ['+route.ts', '+onBeforePrerenderStart.ts', '+prerender.ts'] as const
