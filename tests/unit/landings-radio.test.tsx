// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import RadioPlayer, { RADIO_TEXTS, radioStatus } from '../../components/RadioPlayer'
import { TENANTS, getTenant } from '../../sites/registry'
import { radioSource } from '../../sites/radio'
import { RADIO_STAND_IN_NOTE } from '../../shell/RadioSlot'

afterEach(cleanup)

describe('radio programme', () => {
  it('exists for bharabas and dev.bharabas only, and plays the shipped loop without a stream', () => {
    const withRadio = TENANTS.filter((t) => radioSource(t) !== null).map((t) => t.key)
    expect(withRadio.sort()).toEqual(['bharabas', 'dev.bharabas'])
    expect(radioSource(getTenant('bharabas')!)).toMatchObject({
      src: expect.stringMatching(/loop.*\.wav/),
      standIn: true,
    })
  })

  it('uses a configured stream when the tenant has one', () => {
    const tenant = { ...getTenant('bharabas')!, radioStreamUrl: 'https://radio.example/stream.mp3' }
    expect(radioSource(tenant)).toEqual({ src: 'https://radio.example/stream.mp3', standIn: false })
    expect(radioSource({ ...getTenant('demo')!, radioStreamUrl: 'https://x/y.mp3' })).toBeNull()
  })
})

describe('RadioPlayer', () => {
  let play: ReturnType<typeof vi.fn>
  beforeEach(() => {
    play = vi.fn(function (this: HTMLMediaElement) {
      this.dispatchEvent(new Event('playing'))
      return Promise.resolve()
    })
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play as unknown as () => Promise<void>)
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
      this.dispatchEvent(new Event('pause'))
    })
    vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(
      () => play.mock.calls.length === 0,
    )
  })

  it('loops, never autoplays, and shows a visible label and its state', () => {
    const { container } = render(<RadioPlayer src="/loop.wav" label="Radio Bharabas" online />)
    const audio = container.querySelector('audio')!
    expect(audio.loop).toBe(true)
    expect(audio.autoplay).toBe(false)
    expect(audio.getAttribute('preload')).toBe('none')
    expect(screen.getByText('Radio Bharabas')).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe(RADIO_TEXTS.idle)
    expect(play).not.toHaveBeenCalled()
  })

  it('says when a stand-in recording plays instead of the station', () => {
    render(<RadioPlayer src="/loop.wav" label="Radio Bharabas" note={RADIO_STAND_IN_NOTE} online />)
    expect(screen.getByText(RADIO_STAND_IN_NOTE, { exact: false })).toBeTruthy()
  })

  it('plays on the visitor’s click and pauses on the next; the volume is a labelled slider', async () => {
    const { container } = render(<RadioPlayer src="/loop.wav" label="Radio Bharabas" online />)
    await act(async () => fireEvent.click(screen.getByRole('button', { name: RADIO_TEXTS.play })))
    expect(play).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('status').textContent).toBe(RADIO_TEXTS.playing)
    const pause = screen.getByRole('button', { name: RADIO_TEXTS.pause })
    expect(pause.getAttribute('aria-pressed')).toBe('true')
    await act(async () => fireEvent.click(pause))
    expect(screen.getByRole('status').textContent).toBe(RADIO_TEXTS.paused)
    const slider = screen.getByLabelText(RADIO_TEXTS.volume)
    fireEvent.change(slider, { target: { value: '0.3' } })
    expect(container.querySelector('audio')!.volume).toBeCloseTo(0.3)
  })

  it('says what happens offline', () => {
    expect(radioStatus('playing', false)).toBe(RADIO_TEXTS.offlinePlaying)
    expect(radioStatus('paused', false)).toBe(RADIO_TEXTS.offlineIdle)
    render(<RadioPlayer src="/loop.wav" label="Radio Bharabas" online={false} />)
    expect(screen.getByRole('status').textContent).toBe(RADIO_TEXTS.offlineIdle)
  })
})
