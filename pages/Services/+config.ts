// `/Services/{slug?}`: rendered by renderer/ on request (a server route of sites/routes.ts).
export default { pageTitle: 'Layanan' }
