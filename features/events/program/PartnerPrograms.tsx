/**
 * The programs run with a technology partner (`awsPrograms`: the programs the tenant runs with AWS),
 * on the foundation's audience page that lists partners' programs (/Collaboration): the first page,
 * pre-rendered, each card leading to its program page. A tenant that runs none shows no section at
 * all: it has no such programs to tell about.
 */
import { useAwsPrograms } from '../../../api/programs'
import { Link } from '../../../components/Link'
import { LoadError } from '../../../components/LoadError'
import { ProgramCard } from './ProgramCard'
import '../styles.scss'

export function PartnerPrograms() {
  const { data, error, isValidating, mutate } = useAwsPrograms({})
  if (!data && error)
    return (
      <LoadError
        what="Program bersama mitra teknologi"
        message={error.message}
        onRetry={() => void mutate()}
        retrying={isValidating}
      />
    )
  const items = data?.data ?? []
  if (items.length === 0) return null
  return (
    <section aria-labelledby="program-mitra-title">
      <h2 id="program-mitra-title">Program bersama mitra teknologi</h2>
      <ul className="card-grid">
        {items.map((p) => (
          <ProgramCard key={p.id} program={p} />
        ))}
      </ul>
      {data && data.pagination.totalPages > 1 && (
        <p>
          <Link href="/Program">Lihat semua program</Link>
        </p>
      )}
    </section>
  )
}
