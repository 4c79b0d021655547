/** /Aksara: the Aksara product and its features (content/aksara.ts). */
import { Breadcrumbs } from '../../components/Breadcrumbs'
import { AKSARA, AKSARA_FEATURES } from '../../content/aksara'
import { useSite } from '../../shell/site'
import { siteOrigin } from '../../sites/apiContext'
import { DemoRequestForm } from '../../features/account/DemoRequestForm'
import { ContactCta } from '../../features/showcase/ContactCta'
import { FeatureGrid } from '../../features/showcase/FeatureGrid'
import { useDriveImage } from '../../features/showcase/media'
import '../../features/showcase/styles.scss'
import { ShowcaseHead } from '../../features/showcase/ShowcaseHead'

export default function Page() {
  const { tenant } = useSite()
  const image = useDriveImage()
  return (
    <div className="container showcase">
      <Breadcrumbs crumbs={[{ label: AKSARA.title }]} origin={siteOrigin(tenant)} />
      <ShowcaseHead
        kicker={AKSARA.tagline}
        title={AKSARA.title}
        lead={AKSARA.description}
        image={image(AKSARA.image)}
      />
      <section aria-labelledby="fitur-title">
        <h2 id="fitur-title">Fitur Aksara</h2>
        <FeatureGrid features={AKSARA_FEATURES} basePath="/Aksara/Features" />
      </section>
      <DemoRequestForm title="Minta demo Aksara" />
      <ContactCta lead="Ingin menghadirkan Aksara di sekolah atau komunitas Anda?" />
    </div>
  )
}
