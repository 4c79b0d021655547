/**
 * The fetcher of api/settings.ts (loaded on first use, api/lazy.ts): the settings schema and call.
 */
import * as z from 'zod/mini'
import { CALLS } from '../calls'
import type { ApiContext } from '../context'
import { fetchItem } from '../envelope'
import type { Result } from '../result'

const str = () => z.optional(z.nullable(z.string()))

export const settingsSchema = z.looseObject({
  title: str(),
  logoDark: str(),
  logoLight: str(),
  favicon: str(),
  layout: str(),
  isMaintenance: z.optional(z.nullable(z.boolean())),
  imageDefault: str(),
  images: z.optional(z.nullable(z.record(z.string(), z.string()))),
  css: z.optional(
    z.nullable(
      z.object({
        ft_primary: z.optional(z.string()),
        ft_secondary: z.optional(z.string()),
        clr_primary: z.optional(z.string()),
        clr_secondary: z.optional(z.string()),
        clr_success: z.optional(z.string()),
        clr_info: z.optional(z.string()),
        clr_warning: z.optional(z.string()),
        clr_danger: z.optional(z.string()),
        clr_light: z.optional(z.string()),
        clr_dark: z.optional(z.string()),
      }),
    ),
  ),
  meta: z.optional(
    z.nullable(
      z.looseObject({
        name: str(),
        description: str(),
        keywords: str(),
        type: str(),
        image: str(),
        card: str(),
        site_name: str(),
        url: str(),
        twitter_site: str(),
        robot_index: z.optional(z.nullable(z.union([z.boolean(), z.string()]))),
        robot_follow: z.optional(z.nullable(z.union([z.boolean(), z.string()]))),
      }),
    ),
  ),
})

export type SiteSettings = z.infer<typeof settingsSchema>

export function getSettings(ctx: ApiContext, signal?: AbortSignal): Promise<Result<SiteSettings>> {
  return fetchItem(ctx, CALLS.settings, settingsSchema, { signal })
}
