// Served by renderer/ on request (a parameterised route of SPEC §2).
export default { prerender: false }
