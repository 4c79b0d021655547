/**
 * One product feature (SPEC §3 "LMS feature": title, description, image, listFeatures, benefits),
 * shared by /Lms/Features/{slug}, /Features/{slug} and /Aksara/Features/{slug}. The coding studio
 * also lists its 12 languages by name.
 */
import type { SoftwareApplication, WithContext } from 'schema-dts'
import { Breadcrumbs, type Crumb } from '../../components/Breadcrumbs'
import { JsonLd } from '../../components/JsonLd'
import { Link } from '../../components/Link'
import { CODING_STUDIO_LANGUAGES } from '../../content/lmsFeatures'
import type { LmsFeature } from '../../content/types'
import { useSite } from '../../shell/site'
import { siteOrigin } from '../../sites/apiContext'
import { ContactCta } from './ContactCta'
import { Icon } from './Icon'
import { useDriveImage } from './media'
import { ShowcaseHead } from './ShowcaseHead'

export function FeatureDetail({
  feature,
  product,
  crumbs,
  others,
  basePath,
}: {
  feature: LmsFeature
  product: string
  crumbs: readonly Crumb[]
  others: readonly LmsFeature[]
  basePath: string
}) {
  const { tenant } = useSite()
  const image = useDriveImage()
  const origin = siteOrigin(tenant)
  const jsonLd: WithContext<SoftwareApplication> = {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: `${product}: ${feature.title}`,
    description: feature.description,
    applicationCategory: 'EducationalApplication',
    operatingSystem: 'Web',
    image: image(feature.image),
  }
  return (
    <article className="container showcase">
      <Breadcrumbs crumbs={[...crumbs, { label: feature.title }]} origin={origin} />
      <JsonLd data={jsonLd} of={null} />
      <ShowcaseHead
        kicker={`Fitur ${product}`}
        title={feature.title}
        lead={feature.description}
        image={image(feature.image)}
        imageAlt={feature.title}
      />
      <section aria-labelledby="fitur-title">
        <h2 id="fitur-title">Yang Anda dapatkan</h2>
        <ul className="check-list">
          {feature.listFeatures.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        {feature.slug === 'coding-studio' && (
          <>
            <h3>{CODING_STUDIO_LANGUAGES.length} bahasa pemrograman</h3>
            <ul className="chip-list">
              {CODING_STUDIO_LANGUAGES.map((lang) => (
                <li key={lang} className="chip">
                  {lang}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <section aria-labelledby="manfaat-title">
        <h2 id="manfaat-title">Manfaat</h2>
        <ul className="benefit-grid">
          {feature.benefits.map((b) => (
            <li key={b.title} className="benefit">
              <Icon name={b.icon} />
              <h3>{b.title}</h3>
              <p>{b.desc}</p>
            </li>
          ))}
        </ul>
      </section>
      {others.length > 0 && (
        <nav aria-labelledby="lainnya-title" className="other-links">
          <h2 id="lainnya-title">Fitur {product} lainnya</h2>
          <ul>
            {others.map((f) => (
              <li key={f.slug}>
                <Link href={`${basePath}/${f.slug}`}>{f.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <ContactCta lead={`Ingin mencoba ${feature.title} di lembaga Anda?`} />
    </article>
  )
}
