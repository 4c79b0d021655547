/**
 * The hero's illustration: simple line art in the brand colours, one motif per kind of site. Inline
 * SVG so it costs no request and scales; decorative only (`aria-hidden`), so it carries no text.
 */
export type ArtMotif =
  | 'code'
  | 'book'
  | 'coffee'
  | 'radio'
  | 'rocket'
  | 'ai'
  | 'cap'
  | 'heart'
  | 'globe'
  | 'media'
  | 'spark'
  | 'briefcase'

const STROKE = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 6,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const

function Motif({ motif }: { motif: ArtMotif }) {
  switch (motif) {
    case 'code':
      return (
        <g {...STROKE}>
          <rect x="30" y="40" width="180" height="130" rx="14" />
          <path d="M30 70h180" />
          <path d="M85 100l-22 20 22 20M155 100l22 20-22 20M130 95l-20 50" />
        </g>
      )
    case 'book':
      return (
        <g {...STROKE}>
          <path d="M120 60c-25-18-60-20-90-12v120c30-8 65-6 90 12 25-18 60-20 90-12V48c-30-8-65-6-90 12z" />
          <path d="M120 60v120" />
        </g>
      )
    case 'coffee':
      return (
        <g {...STROKE}>
          <path d="M50 90h120v50a40 40 0 0 1-40 40H90a40 40 0 0 1-40-40z" />
          <path d="M170 105h12a18 18 0 0 1 0 36h-12" />
          <path d="M85 45c-8 10 8 15 0 25M115 40c-8 10 8 15 0 25M145 45c-8 10 8 15 0 25" />
        </g>
      )
    case 'radio':
      return (
        <g {...STROKE}>
          <rect x="45" y="85" width="150" height="95" rx="14" />
          <circle cx="95" cy="132" r="24" />
          <path d="M140 115h35M140 135h35M140 155h20M70 85l80-45" />
          <path d="M185 40a40 40 0 0 1 0 50M200 25a62 62 0 0 1 0 80" />
        </g>
      )
    case 'rocket':
      return (
        <g {...STROKE}>
          <path d="M120 30c35 25 45 70 30 115h-60C75 100 85 55 120 30z" />
          <circle cx="120" cy="85" r="14" />
          <path d="M90 145l-25 25 5-40M150 145l25 25-5-40M105 160l15 30 15-30" />
        </g>
      )
    case 'ai':
      return (
        <g {...STROKE}>
          <circle cx="120" cy="105" r="30" />
          <circle cx="50" cy="55" r="12" />
          <circle cx="190" cy="55" r="12" />
          <circle cx="50" cy="160" r="12" />
          <circle cx="190" cy="160" r="12" />
          <path d="M60 63l35 25M180 63l-35 25M60 152l35-25M180 152l-35-25M110 100h20M120 90v30" />
        </g>
      )
    case 'cap':
      return (
        <g {...STROKE}>
          <path d="M20 90l100-45 100 45-100 45z" />
          <path d="M60 110v40c30 25 90 25 120 0v-40M200 100v50" />
        </g>
      )
    case 'heart':
      return (
        <g {...STROKE}>
          <path d="M120 175c-50-35-85-65-85-100a40 40 0 0 1 85-15 40 40 0 0 1 85 15c0 35-35 65-85 100z" />
          <path d="M80 105h25l10-20 15 40 10-20h25" />
        </g>
      )
    case 'globe':
      return (
        <g {...STROKE}>
          <circle cx="120" cy="105" r="75" />
          <path d="M45 105h150M120 30c-35 40-35 110 0 150M120 30c35 40 35 110 0 150M60 65h120M60 145h120" />
        </g>
      )
    case 'media':
      return (
        <g {...STROKE}>
          <rect x="30" y="45" width="180" height="120" rx="14" />
          <path d="M105 80l40 25-40 25z" />
          <path d="M60 190h120" />
        </g>
      )
    case 'spark':
      return (
        <g {...STROKE}>
          <path d="M120 25l18 55 55 18-55 18-18 55-18-55-55-18 55-18z" />
          <path d="M190 150l6 18 18 6-18 6-6 18-6-18-18-6 18-6zM50 150l5 14 14 5-14 5-5 14-5-14-14-5 14-5z" />
        </g>
      )
    case 'briefcase':
      return (
        <g {...STROKE}>
          <rect x="30" y="70" width="180" height="110" rx="14" />
          <path d="M90 70V50h60v20M30 115h180M110 115v15h20v-15" />
        </g>
      )
  }
}

export function HeroArt({ motif }: { motif: ArtMotif }) {
  return (
    <div className="hero__art" aria-hidden="true">
      <svg viewBox="0 0 240 210" width="240" height="210" focusable="false">
        <circle cx="120" cy="105" r="100" className="hero__art-disc" />
        <Motif motif={motif} />
      </svg>
    </div>
  )
}
