import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/**
 * The axe-core build the builder itself depends on (so the two never differ in version), minified:
 * by default the builder injects the 1.3 MB readable build, and parsing that took 0.3-0.5 s of every
 * check.
 */
const builderRequire = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))
const AXE_SOURCE = readFileSync(builderRequire.resolve('axe-core/axe.min.js'), 'utf8')

/**
 * The one way the e2e suite runs axe. `axe.run` runs in the page itself (the builder's legacy mode)
 * rather than as a partial run per frame finished in a second, blank page that needs axe injected
 * again. With the smaller build, the page-contract spec takes a quarter less CPU in all
 * (bench/LOG.md, 2026-11-29), and the same rules give the same findings. What it gives up is
 * checking inside cross-origin frames; the only ones these pages hold are third-party embeds (a
 * video player), whose markup is not this project's and which do not load in the offline sandbox.
 */
export function axe(page: Page): AxeBuilder {
  // Only the violations come back whole: the passes' node lists are what a test never reads, and
  // carrying them out of the page is a tenth of a check.
  return new AxeBuilder({ page, axeSource: AXE_SOURCE })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
}

/** Every violation of every rule at every impact, one line each: `rule (impact): targets`. */
export async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await axe(page).analyze()
  return violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}
