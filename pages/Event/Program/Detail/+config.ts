// Served by renderer/ on request (SPEC §2: event/{x}/{id} takes the id as fourth segment).
export default { prerender: false }
