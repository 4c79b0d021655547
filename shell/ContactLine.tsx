import { Link } from '../components/Link'
import { isBuiltPath, ROUTES } from '../sites/routes'
import { useSite } from './site'

/**
 * How to reach the tenant: its configured e-mail address, else the appointment form when that page
 * exists, else a plain sentence. No address is ever made up (sites/registry.ts: contact is configuration).
 */
export function ContactLine({ lead }: { lead: string }) {
  const { tenant } = useSite()
  if (tenant.contactEmail) {
    return (
      <p>
        {lead} Kirim surel ke <Link href={`mailto:${tenant.contactEmail}`}>{tenant.contactEmail}</Link>.
      </p>
    )
  }
  const form = ROUTES.makeAppointment.pattern
  if (isBuiltPath(form)) {
    return (
      <p>
        {lead} Isi <Link href={form}>formulir janji temu</Link> dan tim kami akan menghubungi Anda.
      </p>
    )
  }
  return <p>{lead} Hubungi tim kami melalui kanal resmi yang tercantum pada situs ini.</p>
}
