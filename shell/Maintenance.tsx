/** The maintenance screen (SPEC §2): exact title and text, with the tenant's logo. */
export const MAINTENANCE_TITLE = 'Website Sedang Dalam Perbaikan'
export const MAINTENANCE_TEXT = 'Seperti halnya manusia, kami bertumbuh untuk menjadi lebih baik!'

export function Maintenance({ logo, siteName }: { logo: string; siteName: string }) {
  return (
    <main className="maintenance">
      <img src={logo} alt={siteName} width={96} height={96} />
      <h1>{MAINTENANCE_TITLE}</h1>
      <p>{MAINTENANCE_TEXT}</p>
    </main>
  )
}
