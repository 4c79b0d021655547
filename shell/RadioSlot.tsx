/**
 * Where the background radio sits in the shell. Only radio layouts (bharabas, dev.bharabas) load the
 * player and its programme, after hydration (the pre-rendered page has no player: it could not play
 * before the scripts anyway). The shell persists across client-side navigation, so does the radio.
 */
import { useEffect, useState, type ComponentType } from 'react'
import type { Tenant } from '../sites/registry'
import { useOnline } from './online'

interface Loaded {
  Player: ComponentType<{ src: string; label: string; online: boolean }>
  src: string
}

export function RadioSlot({ tenant, siteName }: { tenant: Tenant; siteName: string }) {
  const online = useOnline()
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  useEffect(() => {
    if (!tenant.radio) return
    let live = true
    Promise.all([import('../components/RadioPlayer'), import('../sites/radio')]).then(
      ([player, radio]) => {
        const src = radio.radioSource(tenant)
        if (live && src) setLoaded({ Player: player.default, src })
      },
      (e: unknown) => console.error('[radio]', e),
    )
    return () => {
      live = false
    }
  }, [tenant])
  if (!tenant.radio || !loaded) return null
  return <loaded.Player src={loaded.src} label={`Radio ${siteName}`} online={online} />
}
