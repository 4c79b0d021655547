/**
 * What the drive upload (`POST v1/upload`, api/accounts.ts `uploadFile`) accepts from a form,
 * checked before anything is sent: type and size.
 */

/** What the drive host keeps (≤ 5 MB, api/README.md); documents and pictures are what forms ask for. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024
export const UPLOAD_TYPES: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/png': 'PNG',
  'image/jpeg': 'JPG',
}
export const UPLOAD_ACCEPT = '.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg'
/** Pictures only (a post's cover and inline images). */
export const IMAGE_ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg'

export function checkUpload(
  file: Pick<File, 'type' | 'size'>,
  accept: 'any' | 'image' = 'any',
): string | null {
  if (accept === 'image' && !file.type.startsWith('image/'))
    return 'Jenis berkas tidak didukung. Unggah gambar PNG atau JPG.'
  if (!UPLOAD_TYPES[file.type]) return 'Jenis berkas tidak didukung. Unggah PDF, PNG atau JPG.'
  if (file.size === 0) return 'Berkas kosong.'
  if (file.size > MAX_UPLOAD_BYTES) return 'Ukuran berkas melebihi 5 MB.'
  return null
}
