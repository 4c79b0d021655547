/**
 * "Kelas saya": the classes this learner joined on this site (`v1/class/mine`, free and paid), each
 * with its state, what comes next (features/account/ClassNextSteps.tsx) and its page. First on the
 * account page, because it is what a learner comes back for. Kept on the device for offline use
 * (./useKeptList.ts).
 */
import { useMyClasses, type MyClass } from '../../api/enrolments'
import { EmptyState } from '../../components/EmptyState'
import { Image } from '../../components/Image'
import { Link } from '../../components/Link'
import { LoadError } from '../../components/LoadError'
import { TextSkeleton } from '../../components/Skeleton'
import { ClassNextSteps } from '../account/ClassNextSteps'
import { CLASS_STATE_LABELS } from '../account/labels'
import { classPageHref, MY_CLASSES_ANCHOR } from '../account/learnerLinks'
import { KeptNote } from './KeptNote'
import { useKeptList } from './useKeptList'

function MyClassCard({ item, first }: { item: MyClass; first: boolean }) {
  const href = classPageHref(item.slug)
  return (
    <li className="my-class" data-class-slug={item.slug}>
      <div className="my-class__head">
        <Image
          className="my-class__logo"
          src={item.logo}
          alt=""
          width={48}
          height={48}
          sizes="48px"
          priority={first}
        />
        <div>
          <h3 className="my-class__name">
            <Link href={href}>{item.name}</Link>
          </h3>
          <p className="my-class__state">
            {item.state ? (CLASS_STATE_LABELS[item.state] ?? item.state) : ''}
            {item.free ? ' · Gratis' : ' · Lunas'}
          </p>
        </div>
      </div>
      <ClassNextSteps item={item} syllabusHref={`${href}#silabus`} />
    </li>
  )
}

export function MyClasses() {
  const { data, error, isValidating, mutate } = useMyClasses()
  const { list, savedAt } = useKeptList('classes', data?.data, Boolean(error))
  return (
    <section aria-labelledby={MY_CLASSES_ANCHOR} className="learner-section">
      <h2 id={MY_CLASSES_ANCHOR}>Kelas saya</h2>
      {savedAt !== null && <KeptNote savedAt={savedAt} onRetry={() => void mutate()} />}
      {!list && error && (
        <LoadError
          what="Kelas saya"
          message={error.message}
          onRetry={() => void mutate()}
          retrying={isValidating}
        />
      )}
      {!list && !error && <TextSkeleton lines={3} label="Memuat kelas Anda…" />}
      {list && list.length === 0 && (
        <EmptyState title="Anda belum mengikuti kelas apa pun.">
          <p>
            <Link className="button" href="/Class">
              Cari kelas
            </Link>
          </p>
        </EmptyState>
      )}
      {list && list.length > 0 && (
        <ul className="my-classes">
          {list.map((k, i) => (
            <MyClassCard key={k.classId} item={k} first={i === 0} />
          ))}
        </ul>
      )}
    </section>
  )
}
