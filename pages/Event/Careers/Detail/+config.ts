// Served by renderer/ on request (SPEC §2: event/{x}/{id}, the id is the fourth segment).
export default { prerender: false }
