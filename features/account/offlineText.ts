/**
 * Forms that carry a password are not queued offline: a password never rests in IndexedDB. They keep
 * everything else the visitor typed and say to send again once online.
 */
export const OFFLINE_WITH_PASSWORD =
  'Anda sedang offline. Isian Anda tetap di sini (kecuali kata sandi); kirim lagi saat koneksi kembali.'
