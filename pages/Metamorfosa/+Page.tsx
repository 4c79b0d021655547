/** /Metamorfosa: the book, its highlight image, readers' reviews and aspirations (hosted database). */
import type { Book, WithContext } from 'schema-dts'
import { Breadcrumbs } from '../../components/Breadcrumbs'
import { JsonLd } from '../../components/JsonLd'
import { METAMORFOSA } from '../../content/metamorfosa'
import { useSite } from '../../shell/site'
import { siteOrigin } from '../../sites/apiContext'
import { AspirationForm, AspirationList } from '../../features/showcase/Aspirations'
import { BookReviewForm, BookReviewList } from '../../features/showcase/BookReviews'
import '../../features/showcase/styles.scss'
import { highlightImage } from '../../features/showcase/highlight'
import { ShowcaseHead } from '../../features/showcase/ShowcaseHead'

export default function Page() {
  const site = useSite()
  const origin = siteOrigin(site.tenant)
  const image = highlightImage(site)
  const jsonLd: WithContext<Book> = {
    '@context': 'https://schema.org',
    '@type': 'Book',
    name: METAMORFOSA.title,
    alternativeHeadline: METAMORFOSA.subtitle,
    description: METAMORFOSA.description,
    image,
    inLanguage: 'id',
    url: new URL('/Metamorfosa', origin).href,
  }
  return (
    <div className="container showcase">
      <Breadcrumbs crumbs={[{ label: METAMORFOSA.title }]} origin={origin} />
      <JsonLd data={jsonLd} of={null} />
      <ShowcaseHead
        kicker="Buku"
        title={METAMORFOSA.title}
        lead={METAMORFOSA.subtitle}
        image={image}
        imageAlt={`Sampul dan sorotan buku ${METAMORFOSA.title}`}
      >
        <p>{METAMORFOSA.description}</p>
      </ShowcaseHead>
      <section aria-labelledby="isi-title">
        <h2 id="isi-title">Isi buku</h2>
        <ol className="step-list">
          {METAMORFOSA.chapters.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="ulasan-title" id="ulasan">
        <h2 id="ulasan-title">Ulasan pembaca</h2>
        <div className="two-col">
          <div>
            <BookReviewList />
          </div>
          <div>
            <h3>Tulis ulasan</h3>
            <BookReviewForm />
          </div>
        </div>
      </section>
      <section aria-labelledby="aspirasi-title" id="aspirasi">
        <h2 id="aspirasi-title">Aspirasi pembaca</h2>
        <p>Apa harapan Anda untuk pendidikan teknologi di daerah Anda? Sampaikan di sini.</p>
        <div className="two-col">
          <div>
            <AspirationList />
          </div>
          <div>
            <h3>Sampaikan aspirasi</h3>
            <AspirationForm />
          </div>
        </div>
      </section>
    </div>
  )
}
