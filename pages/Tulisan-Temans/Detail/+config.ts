// Served by renderer/ on request (SPEC §2 server-side entry path), never pre-rendered.
export default { prerender: false }
