// Server-rendered on request by renderer/ (SPEC §2 entry path overview/{slug}), never pre-rendered.
export default { prerender: false }
