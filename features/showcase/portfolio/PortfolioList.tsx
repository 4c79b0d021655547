/** The portfolio list: all entries or one type, filter links per type (real URLs), search in `?q=`. */
import type { ItemList, WithContext } from 'schema-dts'
import { Breadcrumbs } from '../../../components/Breadcrumbs'
import { DateText } from '../../../components/DateText'
import { EmptyState } from '../../../components/EmptyState'
import { Image } from '../../../components/Image'
import { JsonLd } from '../../../components/JsonLd'
import { Link } from '../../../components/Link'
import { SearchBox } from '../../../components/SearchBox'
import { useUrlState } from '../../../components/urlState'
import { PORTFOLIO_KINDS, portfolioKindLabel, portfolioOf } from '../../../content/portfolio'
import type { PortfolioEntry, PortfolioKind } from '../../../content/types'
import { useSite } from '../../../shell/site'
import { siteOrigin } from '../../../sites/apiContext'
import { ContactCta } from '../ContactCta'
import { useDriveImage } from '../media'
import { SampleNote } from '../../../components/SampleNote'

export const portfolioHref = (e: Pick<PortfolioEntry, 'kind' | 'slug'>) => `/Portfolio/${e.kind}/${e.slug}`

function matches(entry: PortfolioEntry, q: string): boolean {
  const needle = q.trim().toLowerCase()
  if (!needle) return true
  return [entry.title, entry.summary, entry.clientName].some((t) => t.toLowerCase().includes(needle))
}

export function PortfolioCard({ entry }: { entry: PortfolioEntry }) {
  const image = useDriveImage()
  return (
    <li className="card showcase-card">
      <Image className="showcase-card__image" src={image(entry.cover)} alt="" width={800} height={450} />
      <div className="showcase-card__body">
        <p className="showcase-card__meta">
          {portfolioKindLabel(entry.kind)} · <DateText value={entry.date} />
        </p>
        <h3>
          <Link href={portfolioHref(entry)}>{entry.title}</Link>
        </h3>
        <p>{entry.summary}</p>
      </div>
    </li>
  )
}

export function PortfolioList({ kind }: { kind?: PortfolioKind }) {
  const { tenant } = useSite()
  const origin = siteOrigin(tenant)
  const url = useUrlState()
  const q = url.query.q ?? ''
  const label = kind ? portfolioKindLabel(kind) : undefined
  const entries = portfolioOf(kind).filter((e) => matches(e, q))
  const jsonLd: WithContext<ItemList> = {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: entries.map((e, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: e.title,
      url: new URL(portfolioHref(e), origin).href,
    })),
  }
  return (
    <div className="container showcase">
      <Breadcrumbs
        crumbs={label ? [{ label: 'Portofolio', href: '/Portfolio' }, { label }] : [{ label: 'Portofolio' }]}
        origin={origin}
      />
      <h1>{label ? `Portofolio ${label}` : 'Portofolio'}</h1>
      <p className="lead">
        Program pelatihan, bootcamp dan pengembangan talenta digital yang pernah kami jalankan bersama
        perusahaan, pemerintah dan kampus.
      </p>
      <SampleNote />
      <nav aria-label="Jenis portofolio">
        <ul className="filter-tabs">
          <li>
            <Link className="chip" href="/Portfolio" aria-current={kind ? undefined : 'page'}>
              Semua
            </Link>
          </li>
          {PORTFOLIO_KINDS.map((k) => (
            <li key={k.kind}>
              <Link
                className="chip"
                href={`/Portfolio/${k.kind}`}
                aria-current={k.kind === kind ? 'page' : undefined}
              >
                {k.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="list-toolbar">
        <SearchBox url={url} label="Cari portofolio" />
      </div>
      <h2 id="daftar-title" className="visually-hidden">
        Daftar portofolio
      </h2>
      <p className="list-count">{entries.length} portofolio</p>
      {entries.length === 0 ? (
        <EmptyState title="Tidak ada portofolio yang cocok." search={q}>
          <Link href={kind ? `/Portfolio/${kind}` : '/Portfolio'}>Tampilkan semua</Link>
        </EmptyState>
      ) : (
        <ul className="card-grid portfolio-list" aria-labelledby="daftar-title">
          {entries.map((e) => (
            <PortfolioCard key={e.slug} entry={e} />
          ))}
        </ul>
      )}
      <JsonLd data={jsonLd} of={null} />
      <ContactCta lead="Ingin menjalankan program serupa bersama kami?" />
    </div>
  )
}
