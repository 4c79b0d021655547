/**
 * The background radio (SPEC §1: the bharabas and dev.bharabas layouts only). It lives in the page
 * shell, so it keeps playing across client-side navigation. The programme loops; nothing plays until
 * the visitor presses play (no autoplay); play/pause, volume (on wide screens: a phone's own
 * buttons set it) and a visible label are native controls (keyboard usable, named for screen readers). Offline, what is already loaded keeps playing and the
 * bar says so; a failed load says why and offers a retry.
 *
 * Loaded lazily by shell/RadioSlot.tsx, so no other layout downloads this code.
 */
import { useEffect, useRef, useState } from 'react'
import './radioPlayer.scss'

export type RadioState = 'idle' | 'loading' | 'playing' | 'paused' | 'error'

export const RADIO_TEXTS = {
  play: 'Putar radio',
  pause: 'Jeda radio',
  volume: 'Volume radio',
  idle: 'Tekan putar untuk mendengarkan',
  loading: 'Memuat siaran…',
  playing: 'Sedang diputar',
  paused: 'Dijeda',
  error: 'Siaran tidak dapat dimuat. Periksa koneksi, lalu coba lagi.',
  offlinePlaying: 'Offline: siaran yang sudah termuat tetap diputar.',
  offlineIdle: 'Offline: radio dapat diputar lagi setelah tersambung.',
} as const

/** What the status line says for a state, given the connection. */
export function radioStatus(state: RadioState, online: boolean): string {
  if (!online) return state === 'playing' ? RADIO_TEXTS.offlinePlaying : RADIO_TEXTS.offlineIdle
  return RADIO_TEXTS[state]
}

export default function RadioPlayer({
  src,
  label,
  online,
  note,
}: {
  src: string
  label: string
  online: boolean
  /** A line under the label, e.g. that a stand-in recording plays instead of the station. */
  note?: string
}) {
  const audio = useRef<HTMLAudioElement>(null)
  const [state, setState] = useState<RadioState>('idle')
  const [volume, setVolume] = useState(0.8)

  useEffect(() => {
    if (audio.current) audio.current.volume = volume
  }, [volume])

  const toggle = () => {
    const el = audio.current
    if (!el) return
    if (!el.paused) {
      el.pause()
      return
    }
    if (state === 'error') el.load()
    setState('loading')
    el.play().catch((e: unknown) => {
      // A pause pressed before playback began is not a failure.
      if (e instanceof DOMException && e.name === 'AbortError') return
      console.warn('[radio]', e)
      setState('error')
    })
  }

  const playing = state === 'playing' || state === 'loading'
  return (
    <section className="radio" aria-label={label}>
      <audio
        ref={audio}
        src={src}
        loop
        preload="none"
        onPlaying={() => setState('playing')}
        onPause={() => setState('paused')}
        onWaiting={() => setState('loading')}
        onError={() => setState('error')}
      />
      <button
        type="button"
        className="radio__toggle"
        aria-pressed={playing}
        aria-label={playing ? RADIO_TEXTS.pause : RADIO_TEXTS.play}
        onClick={toggle}
      >
        <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
      </button>
      <div className="radio__text">
        <p className="radio__label">
          {label}
          {note && <span className="radio__note"> · {note}</span>}
        </p>
        <p className="radio__status" role="status" aria-live="polite">
          {radioStatus(state, online)}
        </p>
      </div>
      <label className="radio__volume">
        <span className="visually-hidden">{RADIO_TEXTS.volume}</span>
        <input
          type="range"
          min={0}
          max={1}
          step={0.05}
          value={volume}
          onChange={(e) => setVolume(Number(e.target.value))}
        />
      </label>
    </section>
  )
}
