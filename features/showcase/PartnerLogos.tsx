/**
 * The partner and client logos of an audience page, from content/partners.ts: sample entries
 * (no source for real ones in SPEC §3), so the section carries the "Data contoh" note.
 */
import { Image } from '../../components/Image'
import type { AudienceKey } from '../../content/audiences'
import { partnersFor } from '../../content/partners'
import { SampleNote } from '../../components/SampleNote'

export function PartnerLogos({ audience }: { audience: AudienceKey }) {
  const partners = partnersFor(audience)
  if (partners.length === 0) return null
  return (
    <section aria-labelledby="mitra-title">
      <h2 id="mitra-title">Mitra dan klien</h2>
      <SampleNote />
      <ul className="partner-logos">
        {partners.map((p) => (
          <li key={p.name} className="partner-logos__item">
            <Image src={p.logo} alt={p.name} width={240} height={80} sizes="thumb" />
          </li>
        ))}
      </ul>
    </section>
  )
}
