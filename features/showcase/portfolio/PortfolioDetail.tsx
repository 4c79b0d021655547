/** One portfolio entry (SPEC §3): photos, video, HTML description, date, batches, client, project link. */
import type { CreativeWork, WithContext } from 'schema-dts'
import { Breadcrumbs } from '../../../components/Breadcrumbs'
import { DateText } from '../../../components/DateText'
import { Image } from '../../../components/Image'
import { JsonLd } from '../../../components/JsonLd'
import { Link } from '../../../components/Link'
import { RichText } from '../../../components/RichText'
import { portfolioKindLabel, portfolioOf } from '../../../content/portfolio'
import type { PortfolioEntry } from '../../../content/types'
import { useSite } from '../../../shell/site'
import { siteOrigin } from '../../../sites/apiContext'
import { ContactCta } from '../ContactCta'
import { useDriveImage } from '../media'
import { SampleNote } from '../../../components/SampleNote'
import { portfolioHref } from './PortfolioList'
import { ShowcaseHead } from '../ShowcaseHead'

export function PortfolioDetail({ entry }: { entry: PortfolioEntry }) {
  const { tenant } = useSite()
  const origin = siteOrigin(tenant)
  const image = useDriveImage()
  const label = portfolioKindLabel(entry.kind) ?? entry.kind
  const related = portfolioOf(entry.kind).filter((e) => e.slug !== entry.slug)
  const jsonLd: WithContext<CreativeWork> = {
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    name: entry.title,
    abstract: entry.summary,
    dateCreated: entry.date,
    image: image(entry.cover),
    url: new URL(portfolioHref(entry), origin).href,
  }
  return (
    <article className="container showcase">
      <Breadcrumbs
        crumbs={[
          { label: 'Portofolio', href: '/Portfolio' },
          { label, href: `/Portfolio/${entry.kind}` },
          { label: entry.title },
        ]}
        origin={origin}
      />
      <JsonLd data={jsonLd} of={null} />
      <ShowcaseHead
        kicker={`Portofolio ${label}`}
        title={entry.title}
        lead={entry.summary}
        image={image(entry.cover)}
      />
      <SampleNote />
      <dl className="portfolio-meta">
        <dt>Klien</dt>
        <dd>{entry.clientName}</dd>
        <dt>Mulai</dt>
        <dd>
          <DateText value={entry.date} />
        </dd>
        {entry.batchs.length > 0 && (
          <>
            <dt>Angkatan</dt>
            <dd>
              <ul className="chip-list">
                {entry.batchs.map((b) => (
                  <li key={b.label} className="chip">
                    {b.label} · <DateText value={b.date} style="short" />
                  </li>
                ))}
              </ul>
            </dd>
          </>
        )}
        {entry.projectLink && (
          <>
            <dt>Proyek</dt>
            <dd>
              <Link href={entry.projectLink}>Lihat proyek</Link>
            </dd>
          </>
        )}
      </dl>
      <section aria-labelledby="deskripsi-title">
        <h2 id="deskripsi-title">Tentang program</h2>
        <RichText className="prose-body" html={entry.description} />
      </section>
      {entry.video && (
        <section aria-labelledby="video-title">
          <h2 id="video-title">Video</h2>
          <video
            controls
            preload="none"
            poster={image(entry.video.thumbnail)}
            src={entry.video.link}
            width={800}
            height={450}
          />
        </section>
      )}
      {entry.photos.length > 0 && (
        <section aria-labelledby="foto-title">
          <h2 id="foto-title">Foto kegiatan</h2>
          <ul className="photo-grid">
            {entry.photos.map((p) => (
              <li key={p.link}>
                <figure>
                  {/* The caption names the photo; the same words as alt would be read twice (axe image-redundant-alt). */}
                  <Image src={image(p.link)} alt="" width={800} height={450} />
                  <figcaption>{p.name}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </section>
      )}
      {related.length > 0 && (
        <nav aria-labelledby="terkait-title" className="other-links">
          <h2 id="terkait-title">Portofolio {label} lainnya</h2>
          <ul>
            {related.map((e) => (
              <li key={e.slug}>
                <Link href={portfolioHref(e)}>{e.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <ContactCta lead="Ingin menjalankan program serupa bersama kami?" />
    </article>
  )
}
