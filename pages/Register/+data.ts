import type { PageContextServer } from 'vike/types'
import { siteOf } from '../../shell/site'

/** The coding school's `/Register` is its coder and team registration: its description says so. */
export function data(pageContext: PageContextServer) {
  return siteOf(pageContext).tenant.coderSignUp
    ? {
        meta: {
          description:
            'Daftar sebagai coder atau daftarkan tim sekolah Anda untuk mengikuti kelas, program dan liga.',
        },
      }
    : {}
}
