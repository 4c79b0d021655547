import { ContactLine } from '../../shell/ContactLine'
import { useLiveSettings } from '../../shell/useLiveSettings'

export default function Page() {
  const { siteName } = useLiveSettings()
  return (
    <article className="container prose">
      <h1>Kebijakan Privasi</h1>
      <p className="lead">
        Kebijakan ini menjelaskan bagaimana {siteName} mengumpulkan, memakai dan melindungi data Anda.
      </p>
      <h2>Data yang kami kumpulkan</h2>
      <p>
        Data yang Anda isi sendiri (nama, surel, nomor telepon, sekolah atau instansi) saat mendaftar, membuat
        janji atau mengikuti kelas; serta data teknis penggunaan situs, seperti halaman yang dikunjungi dan
        tautan yang diklik.
      </p>
      <h2>Untuk apa data dipakai</h2>
      <ul>
        <li>Menyelenggarakan kelas, program, pembayaran dan sertifikat.</li>
        <li>Menghubungi Anda tentang pendaftaran, jadwal dan perubahan layanan.</li>
        <li>Memperbaiki situs dan materi belajar berdasarkan statistik penggunaan.</li>
      </ul>
      <h2>Penyimpanan dan keamanan</h2>
      <p>
        Data disimpan selama akun Anda aktif atau selama dibutuhkan untuk kewajiban hukum. Kami memakai
        koneksi terenkripsi dan membatasi akses hanya bagi petugas yang berwenang.
      </p>
      <h2>Hak Anda</h2>
      <ContactLine lead="Anda dapat meminta salinan, perbaikan atau penghapusan data Anda." />
    </article>
  )
}
