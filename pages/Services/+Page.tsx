/** /Services and /Services/{slug} (content/services.ts). */
import type { Service as ServiceLd, WithContext } from 'schema-dts'
import { usePageContext } from 'vike-react/usePageContext'
import { Breadcrumbs } from '../../components/Breadcrumbs'
import { Image } from '../../components/Image'
import { JsonLd } from '../../components/JsonLd'
import { Link } from '../../components/Link'
import { SERVICES, serviceBySlug } from '../../content/services'
import type { Service } from '../../content/types'
import { useSite } from '../../shell/site'
import { useLiveSettings } from '../../shell/useLiveSettings'
import { siteOrigin } from '../../sites/apiContext'
import { ContactCta } from '../../features/showcase/ContactCta'
import { useDriveImage } from '../../features/showcase/media'
import '../../features/showcase/styles.scss'
import { ShowcaseHead } from '../../features/showcase/ShowcaseHead'

function ServiceList() {
  const { tenant } = useSite()
  const image = useDriveImage()
  return (
    <div className="container showcase">
      <Breadcrumbs crumbs={[{ label: 'Layanan' }]} origin={siteOrigin(tenant)} />
      <h1>Layanan</h1>
      <p className="lead">
        Dari pelatihan karyawan hingga program talenta digital daerah: pilih layanan yang sesuai kebutuhan
        lembaga Anda.
      </p>
      <p className="list-count">{SERVICES.length} layanan</p>
      <ul className="card-grid service-list">
        {SERVICES.map((s) => (
          <li key={s.slug} className="card showcase-card">
            <Image className="showcase-card__image" src={image(s.image)} alt="" width={800} height={450} />
            <div className="showcase-card__body">
              <h2 className="h3">
                <Link href={`/Services/${s.slug}`}>{s.title}</Link>
              </h2>
              <p>{s.summary}</p>
            </div>
          </li>
        ))}
      </ul>
      <ContactCta lead="Belum yakin layanan mana yang tepat?" />
    </div>
  )
}

function ServiceDetail({ service }: { service: Service }) {
  const { tenant } = useSite()
  const { siteName } = useLiveSettings()
  const image = useDriveImage()
  const origin = siteOrigin(tenant)
  const jsonLd: WithContext<ServiceLd> = {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.title,
    description: service.summary,
    provider: { '@type': 'EducationalOrganization', name: siteName, url: origin },
    audience: { '@type': 'Audience', audienceType: service.audience },
    image: image(service.image),
  }
  return (
    <article className="container showcase">
      <Breadcrumbs
        crumbs={[{ label: 'Layanan', href: '/Services' }, { label: service.title }]}
        origin={origin}
      />
      <JsonLd data={jsonLd} of={null} />
      <ShowcaseHead
        kicker="Layanan"
        title={service.title}
        lead={service.summary}
        image={image(service.image)}
      >
        <p>
          <strong>Untuk:</strong> {service.audience}
        </p>
      </ShowcaseHead>
      <section aria-labelledby="termasuk-title">
        <h2 id="termasuk-title">Yang termasuk</h2>
        <ul className="check-list">
          {service.includes.map((i) => (
            <li key={i}>{i}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="alur-title">
        <h2 id="alur-title">Alur kerja</h2>
        <ol className="step-list">
          {service.steps.map((s) => (
            <li key={s.title}>
              <h3>{s.title}</h3>
              <p>{s.desc}</p>
            </li>
          ))}
        </ol>
      </section>
      <nav aria-labelledby="lain-title" className="other-links">
        <h2 id="lain-title">Layanan lainnya</h2>
        <ul>
          {SERVICES.filter((s) => s.slug !== service.slug).map((s) => (
            <li key={s.slug}>
              <Link href={`/Services/${s.slug}`}>{s.title}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <ContactCta lead={`Ingin membicarakan ${service.title.toLowerCase()} untuk lembaga Anda?`} />
    </article>
  )
}

export default function Page() {
  const { routeParams } = usePageContext()
  const service = routeParams.slug !== undefined ? serviceBySlug(routeParams.slug) : undefined
  return service ? <ServiceDetail service={service} /> : <ServiceList />
}
