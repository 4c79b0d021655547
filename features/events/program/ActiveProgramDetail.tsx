/**
 * An active program's detail opened in place on /Program (ActivePrograms): its batches and the
 * seats taken, from `programActiveDetail`.
 */
import { useActiveProgram } from '../../../api/programs'
import { LoadError } from '../../../components/LoadError'
import { TextSkeleton } from '../../../components/Skeleton'
import { BatchList } from './BatchList'

export default function ActiveProgramDetail({ id }: { id: number }) {
  const { data, error, isValidating, mutate } = useActiveProgram({ id })
  if (!data) {
    return error ? (
      <LoadError
        what="Gelombang program"
        message={error.message}
        onRetry={() => void mutate()}
        retrying={isValidating}
      />
    ) : (
      <TextSkeleton lines={2} label="Memuat gelombang…" />
    )
  }
  const batches = data.data.batches ?? []
  return batches.length > 0 ? <BatchList batches={batches} /> : <p>Belum ada gelombang yang dijadwalkan.</p>
}
