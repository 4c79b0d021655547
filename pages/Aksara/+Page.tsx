/** /Aksara: the Aksara product and its features (content/aksara.ts). */
import { Breadcrumbs } from '../../components/Breadcrumbs'
import { Image } from '../../components/Image'
import { AKSARA, AKSARA_FEATURES } from '../../content/aksara'
import { useSite } from '../../shell/site'
import { siteOrigin } from '../../sites/runtime'
import { ContactCta } from '../_showcase/ContactCta'
import { FeatureGrid } from '../_showcase/FeatureGrid'
import { useDriveImage } from '../_showcase/media'
import '../_showcase/styles.scss'

export default function Page() {
  const { tenant } = useSite()
  const image = useDriveImage()
  return (
    <div className="container showcase">
      <Breadcrumbs crumbs={[{ label: AKSARA.title }]} origin={siteOrigin(tenant)} />
      <header className="showcase-head">
        <div>
          <p className="showcase-head__kicker">{AKSARA.tagline}</p>
          <h1>{AKSARA.title}</h1>
          <p className="lead">{AKSARA.description}</p>
        </div>
        <Image
          className="showcase-head__image"
          src={image(AKSARA.image)}
          alt=""
          width={800}
          height={450}
          sizes="full"
          priority
        />
      </header>
      <section aria-labelledby="fitur-title">
        <h2 id="fitur-title">Fitur Aksara</h2>
        <FeatureGrid features={AKSARA_FEATURES} basePath="/Aksara/Features" />
      </section>
      <ContactCta lead="Ingin menghadirkan Aksara di sekolah atau komunitas Anda?" />
    </div>
  )
}
