/**
 * The drive upload (`POST v1/upload`, multipart `file`) with progress. `fetch` reports no upload
 * progress, so this one call goes through XMLHttpRequest, with the same headers the api client
 * sends (a fresh app token, the access token as Bearer, the tenant id; api/client.ts). Type and
 * size are checked before anything is sent.
 */
import { APP_TOKEN_HEADER, TENANT_HEADER } from '../../api/client'
import type { Upload } from '../../api/accounts'
import { uploadSchema } from '../../api/fetchers/accounts'
import type { ApiContext } from '../../api/context'
import { makeAppToken } from '../../api/token'

/** What the drive host keeps (≤ 5 MB, api/README.md); documents and pictures are what forms ask for. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024
export const UPLOAD_TYPES: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/png': 'PNG',
  'image/jpeg': 'JPG',
}
export const UPLOAD_ACCEPT = '.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg'

export function checkUpload(file: Pick<File, 'type' | 'size'>): string | null {
  if (!UPLOAD_TYPES[file.type]) return 'Jenis berkas tidak didukung. Unggah PDF, PNG atau JPG.'
  if (file.size === 0) return 'Berkas kosong.'
  if (file.size > MAX_UPLOAD_BYTES) return 'Ukuran berkas melebihi 5 MB.'
  return null
}

type Envelope = { status?: boolean; message?: string; data?: unknown }

export type UploadResult = { status: true; data: Upload } | { status: false; message: string }

export async function uploadWithProgress(
  ctx: ApiContext,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<UploadResult> {
  const appToken = await makeAppToken(ctx.appToken)
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', `${ctx.hosts.drive}/v1/upload`)
    xhr.setRequestHeader(APP_TOKEN_HEADER, appToken)
    xhr.setRequestHeader(TENANT_HEADER, ctx.tenantId)
    xhr.setRequestHeader('Accept', 'application/json')
    const access = ctx.tokens?.getAccessToken()
    if (access) xhr.setRequestHeader('Authorization', `Bearer ${access}`)
    xhr.timeout = 60_000
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total)
    const failed = (message: string) => resolve({ status: false, message })
    xhr.onerror = () =>
      failed('Tidak dapat terhubung ke server. Periksa koneksi internet Anda lalu coba lagi.')
    xhr.ontimeout = () => failed('Server terlalu lama merespons. Silakan coba lagi.')
    xhr.onload = () => {
      let body: Envelope | null
      try {
        body = JSON.parse(xhr.responseText) as Envelope | null
      } catch {
        return failed('Respons server tidak dapat dibaca.')
      }
      if (xhr.status < 200 || xhr.status >= 300 || !body || body.status === false)
        return failed(body?.message ?? `Terjadi kesalahan pada server (HTTP ${xhr.status}).`)
      const parsed = uploadSchema.safeParse(body.data)
      if (!parsed.success) return failed('Respons server tidak sesuai format yang diharapkan.')
      onProgress(1)
      resolve({ status: true, data: parsed.data })
    }
    const form = new FormData()
    form.set('file', file, file.name)
    xhr.send(form)
  })
}
