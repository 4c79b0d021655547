/** The visible label of sample data (COMMON.md: sample data is labelled as such). */
export function SampleNote({ text }: { text: string }) {
  return (
    <p className="sample-note" role="note">
      {text}
    </p>
  )
}
