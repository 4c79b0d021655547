/**
 * A podcast episode's player: the browser's own controls (keyboard and screen-reader friendly),
 * never autoplaying, plus what they lack on phones: playback speed, 15-second skips and the time
 * as text.
 */
import { useId, useRef, useState } from 'react'
import { clock } from './media'

export const SPEEDS = [0.75, 1, 1.25, 1.5, 2] as const
const SKIP_SECONDS = 15

export function AudioPlayer({
  src,
  title,
  duration,
}: {
  src: string
  title: string
  duration: number | null
}) {
  const audio = useRef<HTMLAudioElement>(null)
  const speedId = useId()
  const [time, setTime] = useState(0)
  const [total, setTotal] = useState(duration ?? 0)
  const [speed, setSpeed] = useState(1)
  const [failed, setFailed] = useState(false)

  const skip = (delta: number) => {
    const el = audio.current
    if (el) el.currentTime = Math.max(0, Math.min(el.duration || Infinity, el.currentTime + delta))
  }

  return (
    <section className="audio-player" aria-label={`Pemutar episode: ${title}`}>
      <audio
        ref={audio}
        controls
        preload="metadata"
        src={src}
        onTimeUpdate={(e) => setTime(e.currentTarget.currentTime)}
        onLoadedMetadata={(e) => {
          if (Number.isFinite(e.currentTarget.duration)) setTotal(e.currentTarget.duration)
        }}
        onError={() => setFailed(true)}
      >
        <a href={src}>Unduh episode</a>
      </audio>
      <div className="audio-player__controls">
        <button type="button" className="button button--small" onClick={() => skip(-SKIP_SECONDS)}>
          ‹ 15 detik
        </button>
        <button type="button" className="button button--small" onClick={() => skip(SKIP_SECONDS)}>
          15 detik ›
        </button>
        <label htmlFor={speedId} className="audio-player__speed">
          Kecepatan
          <select
            id={speedId}
            value={speed}
            onChange={(e) => {
              const value = Number(e.target.value)
              setSpeed(value)
              // The default too: loading the media resets the rate to it, and metadata may still
              // be on its way when the visitor picks a speed.
              if (audio.current) audio.current.defaultPlaybackRate = audio.current.playbackRate = value
            }}
          >
            {SPEEDS.map((s) => (
              <option key={s} value={s}>
                {String(s).replace('.', ',')}×
              </option>
            ))}
          </select>
        </label>
        <span className="audio-player__time">
          <span className="visually-hidden">Posisi </span>
          <span data-testid="audio-time">{clock(time)}</span> / {clock(total)}
        </span>
      </div>
      {failed && (
        <p className="alert alert--danger" role="alert">
          Audio tidak dapat diputar. <a href={src}>Unduh episodenya</a> untuk didengarkan nanti.
        </p>
      )}
    </section>
  )
}
