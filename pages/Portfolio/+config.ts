// Served by renderer/ on request (SPEC §2 server-side entry path portfolio/.../{slug}).
export default { prerender: false, pageTitle: 'Portofolio' }
