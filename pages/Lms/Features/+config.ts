// Served by renderer/ on request (SPEC §2 server-side entry path lms/.../{feature}).
export default { prerender: false }
