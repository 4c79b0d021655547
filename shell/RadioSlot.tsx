/**
 * Where the background radio sits in the shell. Only radio layouts (bharabas, dev.bharabas) load the
 * player and its programme, after hydration (the pre-rendered page has no player: it could not play
 * before the scripts anyway). The shell persists across client-side navigation, so does the radio.
 */
import { useEffect, useState, type ComponentType } from 'react'
import type { Tenant } from '../sites/registry'
import { useOnline } from './online'

interface Loaded {
  Player: ComponentType<{ src: string; label: string; online: boolean; note?: string }>
  src: string
  standIn: boolean
}

/** Said beside the label while no stream is configured and the shipped loop plays instead. */
export const RADIO_STAND_IN_NOTE = 'rekaman contoh, bukan siaran langsung'

export function RadioSlot({ tenant, siteName }: { tenant: Tenant; siteName: string }) {
  const online = useOnline()
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  useEffect(() => {
    if (!tenant.radio) return
    let live = true
    Promise.all([import('../components/RadioPlayer'), import('../sites/radio')]).then(
      ([player, radio]) => {
        const source = radio.radioSource(tenant)
        if (live && source) setLoaded({ Player: player.default, ...source })
      },
      (e: unknown) => console.error('[radio]', e),
    )
    return () => {
      live = false
    }
  }, [tenant])
  if (!tenant.radio || !loaded) return null
  return (
    <loaded.Player
      src={loaded.src}
      label={`Radio ${siteName}`}
      note={loaded.standIn ? RADIO_STAND_IN_NOTE : undefined}
      online={online}
    />
  )
}
