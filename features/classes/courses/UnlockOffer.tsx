/**
 * What unlocks a premium course: the class whose payment opens every chapter, with its price.
 * The purchase itself is the class page's business (features/account/payment.ts).
 */
import type { Course } from '../../../api/courses'
import { Link } from '../../../components/Link'
import { Rupiah } from '../../../components/Rupiah'
import { LockIcon } from '../LockIcon'

export function UnlockOffer({
  course,
  className,
  classSlug,
  lead,
}: {
  course: Pick<Course, 'title' | 'price'>
  className?: string | null
  classSlug?: string | null
  lead: string
}) {
  return (
    <div className="unlock-offer" role="note">
      <p className="unlock-offer__lead">
        <LockIcon size={16} /> {lead}
      </p>
      <p>
        Semua bab <strong>{course.title}</strong> terbuka setelah Anda terdaftar dan membayar
        {className ? (
          <>
            {' '}
            kelas <strong>{className}</strong>
          </>
        ) : (
          ' kelas premiumnya'
        )}{' '}
        (<Rupiah amount={course.price} />
        ).
      </p>
      {classSlug && (
        <Link className="button" href={`/Class/${encodeURIComponent(classSlug)}`}>
          Buka kursus lewat kelas premium
        </Link>
      )}
    </div>
  )
}
