/**
 * Landing components by family, each in its own chunk so a tenant downloads only its own landing.
 * Families without a landing of their own yet use the default landing (SPEC §2: unknown layouts use
 * the default landing); later issues add one loader line per family.
 *
 * React cannot suspend during our string render, so the page preloads the landing before
 * rendering (pages/index/+onBeforeRenderHtml.ts and +onBeforeRenderClient.ts) and then reads it
 * synchronously.
 */
import type { ComponentType } from 'react'
import type { LandingFamily } from '../layouts'
import type { LandingProps } from './types'

type Loader = () => Promise<{ default: ComponentType<LandingProps> }>

const LOADERS: Partial<Record<LandingFamily, Loader>> = {
  default: () => import('./default/Landing'),
}

const loaded = new Map<Loader, ComponentType<LandingProps>>()

function loaderFor(family: LandingFamily): Loader {
  return LOADERS[family] ?? (LOADERS.default as Loader)
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
