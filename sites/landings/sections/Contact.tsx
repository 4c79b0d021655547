/**
 * How to reach the tenant: its configured e-mail address (sites/registry.ts `contactEmail`), else the
 * appointment form once it is built, else the About page. No invented addresses.
 */
import { Link } from '../../../components/Link'
import { pageOr } from './links'

// The address comes in as a prop: importing the registry here would ship every tenant's settings
// in this landing's chunk.
export function Contact({ email, text }: { email: string | null; text: string }) {
  const appointment = pageOr('/Make-Appointment', '/About')
  return (
    <div className="contact">
      <p>{text}</p>
      <p className="contact__actions">
        {email && (
          <Link className="button" href={`mailto:${email}`}>
            Kirim e-mail ke {email}
          </Link>
        )}
        <Link className={email ? 'button button--outline' : 'button'} href={appointment}>
          {appointment === '/About' ? 'Tentang kami' : 'Buat janji'}
        </Link>
      </p>
    </div>
  )
}
