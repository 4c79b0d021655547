// SPEC §2 server-side entry path portfolio/.../{slug}: rendered by renderer/ on request.
export default { pageTitle: 'Portofolio' }
