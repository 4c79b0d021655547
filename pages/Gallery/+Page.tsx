/**
 * The gallery: a grid of photos (6 a page, real page links) that open in a lightbox. Each photo is
 * a button labelled with its title, so the grid works by keyboard; the lightbox is in Lightbox.tsx.
 */
import { useState } from 'react'
import { useGallery } from '../../api/posts'
import { PAGE_SIZE } from '../../api/constants'
import { Breadcrumbs } from '../../components/Breadcrumbs'
import { Image } from '../../components/Image'
import { ListResults } from '../../components/ListResults'
import { useUrlState } from '../../components/urlState'
import { useSite } from '../../shell/site'
import { siteOrigin } from '../../sites/apiContext'
import { Lightbox } from '../../features/posts/gallery/Lightbox'
import { galleryParams } from '../../features/posts/gallery/params'
import '../../features/posts/gallery/styles.scss'

export default function Page() {
  const { tenant } = useSite()
  const url = useUrlState()
  const gallery = useGallery(galleryParams(url.query))
  const [open, setOpen] = useState<number | null>(null)
  const items = gallery.data?.data ?? []

  return (
    <div className="container gallery">
      <Breadcrumbs crumbs={[{ label: 'Galeri' }]} origin={siteOrigin(tenant)} />
      <h1>Galeri</h1>
      <p className="lead">Dokumentasi kegiatan kelas, acara, kunjungan industri dan kompetisi kami.</p>
      <ListResults
        state={gallery}
        url={url}
        what="Galeri"
        noun="foto"
        emptyTitle="Belum ada foto di galeri."
        pageLabel="Halaman galeri"
        skeletonCount={PAGE_SIZE.gallery}
      >
        {(photos) => (
          <ul className="gallery__grid">
            {photos.map((item, i) => (
              <li key={item.id} className="gallery__item">
                <button
                  type="button"
                  className="gallery__open"
                  onClick={() => setOpen(i)}
                  aria-haspopup="dialog"
                >
                  <Image src={item.image} alt={item.title} width={800} height={450} sizes="card" />
                  {/* The photo's alt already names the button: read once, not twice. */}
                  <span className="gallery__caption" aria-hidden="true">
                    {item.title}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </ListResults>
      {open !== null && items.length > 0 && (
        <Lightbox
          items={items}
          index={Math.min(open, items.length - 1)}
          onMove={setOpen}
          onClose={() => setOpen(null)}
        />
      )}
    </div>
  )
}
