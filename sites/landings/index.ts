/**
 * Landing components, each in its own chunk so a tenant downloads only its own landing.
 *
 * The loaders are listed by position, in the order of `LANDING_FAMILIES` (sites/layouts.ts, server
 * side): the server resolves a site's landing, layout rule included, into `site.landings` with
 * its position (`chunk`), so the browser's copy of this table names no layout key
 * (tests/unit/landings.test.ts checks both orders agree).
 *
 * A family imports each section from its own module (sections/Hero.tsx, …), never through one index
 * of them all: through such an index every landing's chunk depended on every section and on the
 * api hooks those sections use, and each home loaded them all.
 *
 * React cannot suspend during our string render, so the page preloads the landing before
 * rendering (pages/index/+onBeforeRenderHtml.ts and +onBeforeRenderClient.ts) and then reads it
 * synchronously.
 */
import type { ComponentType } from 'react'
import type { LandingProps } from './types'

type Loader = () => Promise<{ default: ComponentType<LandingProps> }>

export const LANDING_LOADERS: readonly Loader[] = [
  () => import('./alkademi/Landing'),
  () => import('./foundation/Landing'),
  () => import('./demo/Landing'),
  () => import('./jongkreatif/Landing'),
  () => import('./akselerasi/Landing'),
  () => import('./alkademifun/Landing'),
  () => import('./alkamedia/Landing'),
  () => import('./sekolahkopi/Landing'),
  () => import('./business-alkademi/Landing'),
  () => import('./asean-foundation/Landing'),
  () => import('./smkcoding/Landing'),
  () => import('./sfi/Landing'),
  () => import('./ica/Landing'),
  () => import('./pujapramudya/Landing'),
  () => import('./aksara/Landing'),
  () => import('./inovasiuntukbangsa/Landing'),
  () => import('./alpha/Landing'),
  () => import('./default/Landing'),
  () => import('./diaksara/Landing'),
  () => import('./bharabas/Landing'),
  () => import('./ruangcipta/Landing'),
  () => import('./elevaite/Landing'),
  () => import('./ai/Landing'),
  () => import('./belajar/Landing'),
  () => import('./wujud/Landing'),
  () => import('./beasiswa/Landing'),
  () => import('./comingsoon/Landing'),
]

const loaded = new Map<number, ComponentType<LandingProps>>()

export async function loadLanding(chunk: number): Promise<ComponentType<LandingProps>> {
  const hit = loaded.get(chunk)
  if (hit) return hit
  const loader = LANDING_LOADERS[chunk]
  if (!loader) throw new Error(`No landing at position ${chunk}`)
  const component = (await loader()).default
  loaded.set(chunk, component)
  return component
}

/** The landing if already loaded, else undefined (call `loadLanding` first). */
export function loadedLanding(chunk: number): ComponentType<LandingProps> | undefined {
  return loaded.get(chunk)
}
