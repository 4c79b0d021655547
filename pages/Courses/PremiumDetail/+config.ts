// Server-rendered on request by renderer/ (SPEC §2 entry path courses/{slug}), never pre-rendered.
export default { prerender: false }
