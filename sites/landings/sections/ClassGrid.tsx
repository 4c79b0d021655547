/**
 * Classes from the API (`v1/class/list`): pre-rendered from the build-time snapshot, revalidated
 * live. A failure shows why with a retry button and keeps any list already shown. A card links to
 * its class once the class page is built. No class open: no section at all (see `listShown`).
 */
import { useClasses, type ClassItem, type ClassListParams } from '../../../api/classes'
import { Image } from '../../../components/Image'
import { Link } from '../../../components/Link'
import { LoadError } from '../../../components/LoadError'
import { Rupiah } from '../../../components/Rupiah'
import { CardGridSkeleton } from '../../../components/Skeleton'
import { detailHref } from './links'
import { OPEN_CLASSES, OPEN_CLASSES_PATH } from './params'
import { listShown, Section, type SectionFrame } from './Section'

const LEVELS: Record<string, string> = { beginner: 'Pemula', intermediate: 'Menengah', advanced: 'Mahir' }
const TYPES: Record<string, string> = { online: 'Daring', offline: 'Luring', hybrid: 'Hibrida' }

function ClassCard({ item, basePath, priority }: { item: ClassItem; basePath: string; priority: boolean }) {
  const href = detailHref(`${basePath}/${item.slug}`)
  return (
    <li className="card item-card class-card">
      <Image
        className="item-card__image"
        src={item.logo}
        alt=""
        width={400}
        height={225}
        priority={priority}
      />
      <div className="item-card__body">
        <p className="item-card__meta">
          {[item.level && (LEVELS[item.level] ?? item.level), item.type && (TYPES[item.type] ?? item.type)]
            .filter(Boolean)
            .join(' · ')}
        </p>
        <h3>
          {href ? (
            <Link className="item-card__link" href={href}>
              {item.name}
            </Link>
          ) : (
            item.name
          )}
        </h3>
        {item.description && <p className="item-card__text">{item.description}</p>}
        <p className="item-card__price">
          <Rupiah amount={item.price} />
        </p>
      </div>
    </li>
  )
}

/** Whether the class section shows (for actions that link to it). */
export const useClassesShown = (params: ClassListParams): boolean => listShown(useClasses(params))

export function ClassGrid({
  params,
  basePath = '/Class',
  firstAboveFold = false,
  ...frame
}: SectionFrame & {
  params: ClassListParams
  /** Where a class lives on this site (SPEC §2: `/Class/{slug}`, `/Courses/{slug}`). */
  basePath?: string
  /**
   * The grid starts within a phone's first screen (right under a short hero), so its first card's
   * image is the page's largest paint: loaded at once, not lazily. Only where that holds: an eager
   * image further down would compete with the hero for the first bytes.
   */
  firstAboveFold?: boolean
}) {
  const state = useClasses(params)
  const { data, error, isLoading, isValidating, mutate } = state
  if (!listShown(state)) return null
  return (
    <Section {...frame} items={data?.data}>
      {!data && isLoading && <CardGridSkeleton count={params.perPage ?? 6} label="Memuat kelas…" />}
      {error && (
        <LoadError
          what="Kelas"
          message={error.message}
          onRetry={() => void mutate()}
          retrying={isValidating}
        />
      )}
      {data && data.data.length > 0 && (
        <ul className="card-grid">
          {data.data.map((item, i) => (
            <ClassCard key={item.id} item={item} basePath={basePath} priority={firstAboveFold && i === 0} />
          ))}
        </ul>
      )}
      {params === OPEN_CLASSES && (
        <p className="section__more">
          <Link href={OPEN_CLASSES_PATH}>Lihat semua kelas yang dibuka</Link>
        </p>
      )}
    </Section>
  )
}
