import { useLiveSettings } from '../../shell/useLiveSettings'

export default function Page() {
  const { siteName } = useLiveSettings()
  return (
    <article className="container prose">
      <h1>Syarat dan Ketentuan</h1>
      <p className="lead">Dengan memakai layanan {siteName}, Anda menyetujui ketentuan berikut.</p>
      <h2>Akun</h2>
      <p>Anda bertanggung jawab atas kerahasiaan akun dan kebenaran data yang Anda isi.</p>
      <h2>Kelas dan pembayaran</h2>
      <p>
        Harga kelas tercantum pada halaman kelas. Pembayaran dianggap sah setelah terkonfirmasi; status
        pembayaran dapat dilihat pada halaman status pembayaran.
      </p>
      <h2>Hak kekayaan intelektual</h2>
      <p>
        Materi kelas hanya untuk penggunaan pribadi peserta dan tidak boleh disebarluaskan tanpa izin
        tertulis.
      </p>
      <h2>Perubahan ketentuan</h2>
      <p>Ketentuan dapat diperbarui sewaktu-waktu; perubahan penting akan kami umumkan di situs ini.</p>
    </article>
  )
}
