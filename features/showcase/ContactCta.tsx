/** The contact call to action closing a showcase page: the tenant's real contact (shell/ContactLine). */
import { ContactLine } from '../../shell/ContactLine'

export function ContactCta({ lead, title = 'Hubungi kami' }: { lead: string; title?: string }) {
  return (
    <section className="contact-cta" aria-labelledby="kontak-title">
      <h2 id="kontak-title">{title}</h2>
      <ContactLine lead={lead} />
    </section>
  )
}
