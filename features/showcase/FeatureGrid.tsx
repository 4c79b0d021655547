/** Cards of product features (LMS, Aksara), each linking to its own page under `basePath`. */
import type { LmsFeature } from '../../content/types'
import { Image } from '../../components/Image'
import { Link } from '../../components/Link'
import { useDriveImage } from './media'

export function FeatureGrid({ features, basePath }: { features: readonly LmsFeature[]; basePath: string }) {
  const image = useDriveImage()
  return (
    <ul className="card-grid">
      {features.map((f) => (
        <li key={f.slug} className="card showcase-card">
          <Image className="showcase-card__image" src={image(f.image)} alt="" width={800} height={450} />
          <div className="showcase-card__body">
            <h3>
              <Link href={`${basePath}/${f.slug}`}>{f.title}</Link>
            </h3>
            <p>{f.description}</p>
          </div>
        </li>
      ))}
    </ul>
  )
}
