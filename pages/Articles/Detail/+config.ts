// Served by renderer/ on request (SPEC §2 entry path articles/…/{id}), never pre-rendered.
export default { prerender: false }
