/**
 * About the site: its name, its tagline and what it offers, all from its configuration (the menu
 * of sites/registry.ts); no claim about an organisation the configuration does not make.
 */
import { Link } from '../../components/Link'
import { ContactLine } from '../../shell/ContactLine'
import { visibleNav } from '../../shell/Header'
import { useSite } from '../../shell/site'
import { useLiveSettings } from '../../shell/useLiveSettings'

export default function Page() {
  const { tenant } = useSite()
  const { siteName } = useLiveSettings()
  const offers = visibleNav(tenant.nav)
  return (
    <article className="container prose">
      <h1>Tentang {siteName}</h1>
      <p className="lead">{tenant.tagline}.</p>
      {offers.length > 0 && (
        <>
          <h2>Yang ada di {siteName}</h2>
          <ul>
            {offers.map((item) => (
              <li key={item.path}>
                <Link href={item.path}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </>
      )}
      <h2>Hubungi kami</h2>
      <ContactLine lead="Punya pertanyaan atau ingin bekerja sama?" />
    </article>
  )
}
