/**
 * /BelajarBersama: the learning festival. Its class overview (API, fixed slug), the sponsorship
 * tiers of SPEC §9, speakers (sample data, labelled) and activities from content/festival.ts.
 */
import { Breadcrumbs } from '../../components/Breadcrumbs'
import { Image } from '../../components/Image'
import { Link } from '../../components/Link'
import { ACTIVITIES, FESTIVAL, SPEAKERS, SPONSOR_TIERS } from '../../content/festival'
import { useSite } from '../../shell/site'
import { siteOrigin } from '../../sites/apiContext'
import { ContactCta } from '../../features/showcase/ContactCta'
import { useDriveImage } from '../../features/showcase/media'
import { SampleNote } from '../../components/SampleNote'
import '../../features/showcase/styles.scss'
import { FestivalClass } from '../../features/events/festival/FestivalClass'
import { ShowcaseHead } from '../../features/showcase/ShowcaseHead'

export default function Page() {
  const { tenant } = useSite()
  const image = useDriveImage()
  return (
    <div className="container showcase">
      <Breadcrumbs crumbs={[{ label: FESTIVAL.title }]} origin={siteOrigin(tenant)} />
      <ShowcaseHead
        kicker="Festival belajar"
        title={FESTIVAL.title}
        lead={FESTIVAL.tagline}
        image={image(FESTIVAL.image)}
      >
        <p>{FESTIVAL.description}</p>
      </ShowcaseHead>
      <section aria-labelledby="kelas-title">
        <h2 id="kelas-title">Kelas festival</h2>
        <FestivalClass />
      </section>
      <section aria-labelledby="kegiatan-title">
        <h2 id="kegiatan-title">Kegiatan</h2>
        <ul className="card-grid activity-list">
          {ACTIVITIES.map((a) => (
            <li key={a.name} className="card showcase-card">
              <Image className="showcase-card__image" src={image(a.image)} alt="" width={800} height={450} />
              <div className="showcase-card__body">
                <h3>{a.name}</h3>
                <p>{a.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="pembicara-title">
        <h2 id="pembicara-title">Pembicara</h2>
        <SampleNote />
        <ul className="card-grid speaker-list">
          {SPEAKERS.map((s) => (
            <li key={s.id ?? s.name} className="card speaker">
              <Image className="speaker__image" src={image(s.image)} alt={s.name} width={800} height={450} />
              <div className="showcase-card__body">
                <h3>{s.name}</h3>
                <p className={`speaker__status${s.isConfirmed ? ' speaker__status--confirmed' : ''}`}>
                  {s.isConfirmed ? 'Terkonfirmasi' : 'Belum terkonfirmasi'}
                </p>
                <p>{s.short_bio}</p>
                {s.linkedin && <Link href={s.linkedin}>Profil LinkedIn {s.name}</Link>}
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="sponsor-title" id="sponsor">
        <h2 id="sponsor-title">Paket sponsor</h2>
        <p>Dukung festival dan bertemu langsung dengan pelajar, mahasiswa, guru dan calon talenta digital.</p>
        <ul className="tier-grid">
          {SPONSOR_TIERS.map((t) => (
            <li key={t.name} className="tier">
              <h3>{t.name}</h3>
              <p className="tier__price">{t.price}</p>
              <p className="tier__slot">{t.slot}</p>
              <ul>
                {t.benefits.map((b) => (
                  <li key={b}>{b}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>
      <ContactCta lead="Ingin menjadi sponsor, pembicara atau mitra festival?" />
    </div>
  )
}
