/**
 * Landing components by family, each in its own chunk so a tenant downloads only its own landing.
 * Every family of SPEC §2 (and the coming-soon page) has its own loader; unknown layouts resolve to `default` (sites/resolve.ts).
 *
 * React cannot suspend during our string render, so the page preloads the landing before
 * rendering (pages/index/+onBeforeRenderHtml.ts and +onBeforeRenderClient.ts) and then reads it
 * synchronously.
 */
import type { ComponentType } from 'react'
import type { LandingFamily } from '../layouts'
import type { LandingProps } from './types'

type Loader = () => Promise<{ default: ComponentType<LandingProps> }>

const LOADERS: Record<LandingFamily, Loader> = {
  alkademi: () => import('./alkademi/Landing'),
  foundation: () => import('./foundation/Landing'),
  demo: () => import('./demo/Landing'),
  jongkreatif: () => import('./jongkreatif/Landing'),
  akselerasi: () => import('./akselerasi/Landing'),
  alkademifun: () => import('./alkademifun/Landing'),
  alkamedia: () => import('./alkamedia/Landing'),
  sekolahkopi: () => import('./sekolahkopi/Landing'),
  'business-alkademi': () => import('./business-alkademi/Landing'),
  'asean-foundation': () => import('./asean-foundation/Landing'),
  smkcoding: () => import('./smkcoding/Landing'),
  sfi: () => import('./sfi/Landing'),
  ica: () => import('./ica/Landing'),
  pujapramudya: () => import('./pujapramudya/Landing'),
  aksara: () => import('./aksara/Landing'),
  ai: () => import('./ai/Landing'),
  inovasiuntukbangsa: () => import('./inovasiuntukbangsa/Landing'),
  belajar: () => import('./belajar/Landing'),
  wujud: () => import('./wujud/Landing'),
  beasiswa: () => import('./beasiswa/Landing'),
  alpha: () => import('./alpha/Landing'),
  default: () => import('./default/Landing'),
  diaksara: () => import('./diaksara/Landing'),
  bharabas: () => import('./bharabas/Landing'),
  ruangcipta: () => import('./ruangcipta/Landing'),
  elevaite: () => import('./elevaite/Landing'),
  comingsoon: () => import('./comingsoon/Landing'),
}

const loaded = new Map<Loader, ComponentType<LandingProps>>()

function loaderFor(family: LandingFamily): Loader {
  return LOADERS[family] ?? LOADERS.default
}

export async function loadLanding(family: LandingFamily): Promise<ComponentType<LandingProps>> {
  const loader = loaderFor(family)
  const hit = loaded.get(loader)
  if (hit) return hit
  const component = (await loader()).default
  loaded.set(loader, component)
  return component
}

/** The landing if already loaded, else undefined (call `loadLanding` first). */
export function loadedLanding(family: LandingFamily): ComponentType<LandingProps> | undefined {
  return loaded.get(loaderFor(family))
}
