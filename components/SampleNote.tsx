/**
 * The visible label of sample data (content/sample.ts): one component and one wording everywhere.
 * With `of`, it shows only when that item (or any item of that list) says `sample: true`; without,
 * it labels fixed sample content that is always sample.
 */
import { SAMPLE_NOTE, anySample } from '../content/sample'

export function SampleNote({ of }: { of?: unknown }) {
  if (of !== undefined && !anySample(of)) return null
  return (
    <p className="sample-note" role="note">
      {SAMPLE_NOTE}
    </p>
  )
}
