/** Small line icons for benefit and offer lists; decorative (the text beside them says it all). */
import type { IconName } from '../../content/types'

const PATHS: Record<IconName, string> = {
  code: 'M8 6 2 12l6 6M16 6l6 6-6 6',
  quiz: 'M9 9a3 3 0 1 1 4 2.8c-.6.3-1 .9-1 1.6V14M12 18h.01M4 4h16v16H4z',
  chart: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  people:
    'M16 19v-1a4 4 0 0 0-8 0v1M12 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6M20 19v-1a3 3 0 0 0-3-3M4 19v-1a3 3 0 0 1 3-3',
  certificate: 'M12 15a5 5 0 1 0 0-10 5 5 0 0 0 0 10M8.5 13.5 7 22l5-3 5 3-1.5-8.5',
  calendar: 'M3 6h18v15H3zM3 10h18M8 3v4M16 3v4',
  chat: 'M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12',
  shield: 'M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6z',
  book: 'M4 5a2 2 0 0 1 2-2h14v16H6a2 2 0 0 0-2 2zM4 19V5',
  rocket: 'M5 15c-1.5 1.5-2 5-2 5s3.5-.5 5-2M9 15l-3-3c2-6 7-9 14-9 0 7-3 12-9 14z',
  pen: 'M4 20h4L20 8l-4-4L4 16zM14 6l4 4',
  globe: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18M3 12h18M12 3c2.5 3 2.5 15 0 18M12 3c-2.5 3-2.5 15 0 18',
}

export function Icon({ name }: { name: IconName }) {
  return (
    <svg className="icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <path
        d={PATHS[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
