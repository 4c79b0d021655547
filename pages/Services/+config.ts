// Served by renderer/ on request (/Services/{slug?}: a parameterised route of SPEC §2).
export default { prerender: false, pageTitle: 'Layanan' }
