/**
 * Career calls keep SPEC §8's prefixed messages ('Failed fetch list Career: …') in their result
 * (the module state, SWR's error) and in the console; visitors read a plain Indonesian reason.
 */
import { useEffect } from 'react'

const PREFIX = /^(Success|Failed) fetch (list|detail) (Career|Job): /

/** The reason without SPEC's English prefix, for the page. */
export function friendlyReason(message: string): string {
  return message.replace(PREFIX, '').trim() || 'Terjadi kesalahan.'
}

/** Logs a failed call's prefixed message once per distinct message. */
export function useLogCareerError(error: { message: string } | undefined) {
  const message = error?.message
  useEffect(() => {
    if (message) console.error(message)
  }, [message])
}

export const EMPLOYMENT_LABEL: Record<string, string> = {
  'full-time': 'Penuh waktu',
  'part-time': 'Paruh waktu',
  contract: 'Kontrak',
  internship: 'Magang',
  freelance: 'Lepas',
}

export const WORKPLACE_LABEL: Record<string, string> = {
  onsite: 'Di kantor',
  hybrid: 'Hibrida',
  remote: 'Jarak jauh',
}

/** schema.org JobPosting employmentType values. */
export const EMPLOYMENT_SCHEMA: Record<string, string> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  contract: 'CONTRACTOR',
  internship: 'INTERN',
  freelance: 'CONTRACTOR',
}

export const employmentLabel = (value: string | null | undefined) =>
  value ? (EMPLOYMENT_LABEL[value] ?? value) : null
export const workplaceLabel = (value: string | null | undefined) =>
  value ? (WORKPLACE_LABEL[value] ?? value) : null
