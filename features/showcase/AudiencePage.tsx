/**
 * One audience page of the foundation site (/Campus, /Clients, /Collaboration, /Corporates,
 * /Government, /Network): what we do for that audience (content/audiences.ts), our figures (landing
 * counters API), example programs (content/portfolio.ts, labelled sample), related services,
 * partner and client logos (content/partners.ts, labelled sample), what the page adds after them
 * (`children`: the partners' programs on /Collaboration), testimonies (hosted database)
 * and the contact call to action.
 */
import type { ReactNode } from 'react'
import type { EducationalOrganization, WithContext } from 'schema-dts'
import { Breadcrumbs } from '../../components/Breadcrumbs'
import { JsonLd } from '../../components/JsonLd'
import { Link } from '../../components/Link'
import { AUDIENCES, type AudienceKey } from '../../content/audiences'
import { portfolioOf } from '../../content/portfolio'
import { serviceBySlug } from '../../content/services'
import { useSite } from '../../shell/site'
import { useLiveSettings } from '../../shell/useLiveSettings'
import { siteOrigin } from '../../sites/apiContext'
import { PortfolioCard } from './portfolio/PortfolioList'
import { ContactCta } from './ContactCta'
import { Counters } from './Counters'
import { Icon } from './Icon'
import { PartnerLogos } from './PartnerLogos'
import { SampleNote } from '../../components/SampleNote'
import { TestimonyList } from './Testimonies'

export function AudiencePage({ audience: key, children }: { audience: AudienceKey; children?: ReactNode }) {
  const audience = AUDIENCES[key]
  const { tenant } = useSite()
  const { siteName, logo } = useLiveSettings()
  const origin = siteOrigin(tenant)
  const examples = portfolioOf(audience.portfolioKind).slice(0, 3)
  const jsonLd: WithContext<EducationalOrganization> = {
    '@context': 'https://schema.org',
    '@type': 'EducationalOrganization',
    name: siteName,
    url: origin,
    logo: logo ? new URL(logo, origin).href : undefined,
    description: audience.lead,
  }
  return (
    <div className="container showcase">
      <Breadcrumbs crumbs={[{ label: audience.title }]} origin={origin} />
      <JsonLd data={jsonLd} of={null} />
      <header>
        <p className="showcase-head__kicker">{siteName}</p>
        <h1>{audience.title}</h1>
        <p className="lead">{audience.lead}</p>
      </header>
      <section aria-labelledby="angka-title">
        <h2 id="angka-title">{siteName} dalam angka</h2>
        <Counters />
      </section>
      <section aria-labelledby="layanan-title">
        <h2 id="layanan-title">Yang kami kerjakan</h2>
        <ul className="benefit-grid">
          {audience.offers.map((o) => (
            <li key={o.title} className="benefit">
              <Icon name={o.icon} />
              <h3>{o.title}</h3>
              <p>{o.desc}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="langkah-title">
        <h2 id="langkah-title">Cara kita bekerja sama</h2>
        <ol className="step-list">
          {audience.steps.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ol>
        <p>
          Layanan terkait:{' '}
          {audience.services
            .map((slug) => serviceBySlug(slug))
            .filter((s) => s !== undefined)
            .map((s, i) => (
              <span key={s.slug}>
                {i > 0 && ', '}
                <Link href={`/Services/${s.slug}`}>{s.title}</Link>
              </span>
            ))}
          .
        </p>
      </section>
      {examples.length > 0 && (
        <section aria-labelledby="contoh-title">
          <h2 id="contoh-title">Contoh program</h2>
          <SampleNote />
          <ul className="card-grid">
            {examples.map((e) => (
              <PortfolioCard key={e.slug} entry={e} />
            ))}
          </ul>
          <p>
            <Link href={audience.portfolioKind ? `/Portfolio/${audience.portfolioKind}` : '/Portfolio'}>
              Lihat semua portofolio
            </Link>
          </p>
        </section>
      )}
      <PartnerLogos audience={key} />
      {children}
      <section aria-labelledby="testimoni-title">
        <h2 id="testimoni-title">Kata mereka</h2>
        <TestimonyList />
      </section>
      <ContactCta lead={audience.cta} />
    </div>
  )
}
