// Served by renderer/ on request (SPEC §2 server-side entry path program/…), never pre-rendered.
export default { prerender: false }
