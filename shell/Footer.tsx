import { ROUTES } from '../sites/routes'
import { Link } from '../components/Link'

export function Footer({ siteName, tagline }: { siteName: string; tagline: string }) {
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <div>
          <p className="site-footer__name">{siteName}</p>
          <p className="site-footer__tagline">{tagline}</p>
        </div>
        <nav aria-label="Tautan kaki halaman">
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
      </div>
      <div className="container site-footer__copy">
        © {new Date().getFullYear()} {siteName}. Hak cipta dilindungi.
      </div>
    </footer>
  )
}
