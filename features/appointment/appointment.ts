/**
 * The appointment form's rules and payload (SPEC §5 and §7 show neither; our choices, documented in
 * api/README.md): the topic is the post the meeting is about, a date from today on (Asia/Jakarta,
 * the provider's calendar) and an office-hours slot, name, e-mail, an Indonesian phone number
 * (`+62…` or `08…`), an optional organisation and message.
 */
import type { AppointmentInput, PostListParams } from '../../api/posts'
import { rules, type Rule } from '../../components/validation'

/** Hourly slots in office hours (WIB); a business choice, change it here. */
export const APPOINTMENT_SLOTS = ['09:00', '10:00', '11:00', '13:00', '14:00', '15:00', '16:00'] as const

/**
 * Topics: the tenant's topic list, posts of the kind `appointment` (one post per topic, so an
 * appointment still names the post it is about), all of them in one call (a short list).
 */
export const topicListParams: PostListParams = { kindSlug: 'appointment', page: 1, pageSize: 50 }

export const MESSAGE_MAX = 2000

export interface AppointmentValues extends Record<string, string> {
  topic: string
  date: string
  time: string
  name: string
  email: string
  phone: string
  organization: string
  message: string
}

export const EMPTY_APPOINTMENT: AppointmentValues = {
  topic: '',
  date: '',
  time: '',
  name: '',
  email: '',
  phone: '',
  organization: '',
  message: '',
}

/** `YYYY-MM-DD` of `now` in Asia/Jakarta (UTC+7, no daylight saving). */
export const jakartaDay = (now: Date = new Date()) =>
  new Date(now.getTime() + 7 * 3_600_000).toISOString().slice(0, 10)

export const normalizePhone = (value: string) => value.replace(/[\s().-]/g, '')

export const indonesianPhone = (): Rule => (v) => {
  if (!v.trim()) return null
  return /^(\+62|0)8\d{7,11}$/.test(normalizePhone(v))
    ? null
    : 'Nomor telepon diawali +62 atau 08, contoh: 0812 3456 7890.'
}

export const dateFromToday =
  (today: () => string = () => jakartaDay()): Rule =>
  (v) => {
    if (!v) return null
    if (!/^\d{4}-\d{2}-\d{2}$/.test(v) || Number.isNaN(new Date(`${v}T00:00:00Z`).getTime()))
      return 'Tanggal tidak valid.'
    return v < today() ? 'Tanggal tidak boleh di masa lalu.' : null
  }

export const APPOINTMENT_RULES = {
  topic: [rules.required('Topik')],
  date: [rules.required('Tanggal'), dateFromToday()],
  time: [rules.required('Jam')],
  name: [rules.required('Nama'), rules.maxLength(120)],
  email: [rules.required('Email'), rules.email()],
  phone: [rules.required('Nomor telepon'), indonesianPhone()],
  organization: [rules.maxLength(120)],
  message: [rules.maxLength(MESSAGE_MAX)],
}

export function appointmentPayload(v: AppointmentValues): AppointmentInput {
  return {
    postId: Number(v.topic),
    name: v.name.trim(),
    email: v.email.trim(),
    phone: normalizePhone(v.phone),
    preferredDate: v.date,
    preferredTime: v.time,
    ...(v.organization.trim() ? { organization: v.organization.trim() } : {}),
    ...(v.message.trim() ? { message: v.message.trim() } : {}),
  }
}
