/**
 * The site footer, on the dark background: the light logo variant (sites/logo.ts `logoFor`), the
 * name and tagline, how to reach the tenant (its configured address, else the appointment form:
 * shell/ContactLine.tsx, nothing made up), the tenant's own pages (its navigation, built pages
 * only), the legal pages, and the social links the registry configures for this tenant (the
 * settings' `twitter_site` is a meta tag only: a shared CMS default must not become every site's
 * profile). A site with none configured shows no social block.
 */
import { ROUTES } from '../sites/routes'
import type { NavItem, SocialLink } from '../sites/registry'
import { Link } from '../components/Link'
import { ContactLine } from './ContactLine'
import { visibleNav } from './Header'
import './footer.scss'

export function Footer({
  siteName,
  tagline,
  logo,
  nav,
  social,
}: {
  siteName: string
  tagline: string
  logo: string
  nav: readonly NavItem[]
  social: readonly SocialLink[]
}) {
  const pages = visibleNav(nav).filter((item) => item.path !== ROUTES.about.pattern)
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner site-footer__grid">
        <div className="site-footer__brand">
          <p className="site-footer__name">
            <img src={logo} alt="" width={40} height={40} className="site-footer__logo" />
            {siteName}
          </p>
          <p className="site-footer__tagline">{tagline}</p>
          <div className="site-footer__contact">
            <ContactLine lead="Ada pertanyaan?" />
          </div>
        </div>
        {pages.length > 0 && (
          <nav aria-label="Halaman situs">
            <h2 className="site-footer__heading">Jelajahi</h2>
            <ul>
              {pages.map((item) => (
                <li key={item.path}>
                  <Link href={item.path}>{item.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <nav aria-label="Tautan kaki halaman">
          <h2 className="site-footer__heading">Informasi</h2>
          <ul>
            <li>
              <Link href={ROUTES.about.pattern}>Tentang Kami</Link>
            </li>
            <li>
              <Link href={ROUTES.privacyPolicy.pattern}>Kebijakan Privasi</Link>
            </li>
            <li>
              <Link href={ROUTES.termsAndConditions.pattern}>Syarat dan Ketentuan</Link>
            </li>
          </ul>
        </nav>
        {social.length > 0 && (
          <nav aria-label="Media sosial">
            <h2 className="site-footer__heading">Ikuti kami</h2>
            <ul>
              {social.map((s) => (
                <li key={s.url}>
                  <Link href={s.url}>{s.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
      <div className="container site-footer__copy">
        © {new Date().getFullYear()} {siteName}. Hak cipta dilindungi.
      </div>
    </footer>
  )
}
