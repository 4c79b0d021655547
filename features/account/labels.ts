/** Indonesian labels for the account and money states (the API's values are ours, api/README.md). */
import type { PaymentStatus } from '../../api/payments'
import type { PayoutStatus } from '../../api/payouts'

export const PAYOUT_STATUS_LABEL: Record<PayoutStatus, string> = {
  pending: 'Menunggu persetujuan',
  approved: 'Disetujui',
  rejected: 'Ditolak',
  paid: 'Sudah ditransfer',
}

export const PAYMENT_STATUS_LABEL: Record<PaymentStatus, string> = {
  pending: 'Menunggu pembayaran',
  paid: 'Lunas',
  failed: 'Gagal',
  expired: 'Kedaluwarsa',
}

/** SPEC §6 names the kinds of users; the role keys are the backend's (sandbox: student, mentor, admin). */
export const ROLE_LABEL: Record<string, string> = {
  superadmin: 'Super administrator',
  admin: 'Administrator',
  mentor: 'Mentor',
  teacher: 'Guru',
  student: 'Siswa',
  partner: 'Mitra industri',
  writer: 'Penulis',
  editor: 'Editor',
}

export const roleLabel = (role: string) => ROLE_LABEL[role] ?? role

/** A class's state (SPEC §3 leaves the values "not shown"; the sandbox's are ours). Shown by the class pages and "Kelas saya". */
export const CLASS_STATE_LABELS: Record<string, string> = {
  open: 'Pendaftaran dibuka',
  ongoing: 'Sedang berjalan',
  finished: 'Selesai',
}
