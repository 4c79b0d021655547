// Server-rendered on request by renderer/ (SPEC §2 entry path pesilat), never pre-rendered.
export default { prerender: false }
