// Server-rendered on request by renderer/ (SPEC §2 server-side entry path), never pre-rendered.
export default { prerender: false }
