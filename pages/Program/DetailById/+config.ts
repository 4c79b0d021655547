// Served by renderer/ on request (SPEC §2: program/{id} is a detail by id), never pre-rendered.
export default { prerender: false }
