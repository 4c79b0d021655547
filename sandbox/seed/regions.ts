/** Indonesia's 38 provinces with a set of their cities and regencies, and SMKs seeded in them. */

const PROVINCES: readonly [name: string, cities: readonly string[]][] = [
  ['Aceh', ['Banda Aceh', 'Lhokseumawe', 'Langsa', 'Sabang']],
  ['Sumatera Utara', ['Medan', 'Binjai', 'Pematangsiantar', 'Sibolga']],
  ['Sumatera Barat', ['Padang', 'Bukittinggi', 'Payakumbuh']],
  ['Riau', ['Pekanbaru', 'Dumai']],
  ['Kepulauan Riau', ['Batam', 'Tanjungpinang']],
  ['Jambi', ['Jambi', 'Sungai Penuh']],
  ['Sumatera Selatan', ['Palembang', 'Lubuklinggau', 'Prabumulih']],
  ['Kepulauan Bangka Belitung', ['Pangkalpinang', 'Belitung']],
  ['Bengkulu', ['Bengkulu']],
  ['Lampung', ['Bandar Lampung', 'Metro']],
  ['DKI Jakarta', ['Jakarta Pusat', 'Jakarta Utara', 'Jakarta Barat', 'Jakarta Selatan', 'Jakarta Timur']],
  ['Jawa Barat', ['Bandung', 'Bogor', 'Bekasi', 'Depok', 'Cimahi', 'Tasikmalaya', 'Cirebon', 'Sukabumi']],
  ['Banten', ['Serang', 'Tangerang', 'Tangerang Selatan', 'Cilegon']],
  ['Jawa Tengah', ['Semarang', 'Surakarta', 'Magelang', 'Pekalongan', 'Tegal', 'Salatiga']],
  ['DI Yogyakarta', ['Yogyakarta', 'Sleman', 'Bantul']],
  ['Jawa Timur', ['Surabaya', 'Malang', 'Kediri', 'Madiun', 'Blitar', 'Batu', 'Probolinggo']],
  ['Bali', ['Denpasar', 'Badung', 'Gianyar']],
  ['Nusa Tenggara Barat', ['Mataram', 'Bima']],
  ['Nusa Tenggara Timur', ['Kupang', 'Ende', 'Manggarai Barat']],
  ['Kalimantan Barat', ['Pontianak', 'Singkawang']],
  ['Kalimantan Tengah', ['Palangka Raya', 'Kotawaringin Barat']],
  ['Kalimantan Selatan', ['Banjarmasin', 'Banjarbaru']],
  ['Kalimantan Timur', ['Samarinda', 'Balikpapan', 'Bontang']],
  ['Kalimantan Utara', ['Tarakan', 'Bulungan']],
  ['Sulawesi Utara', ['Manado', 'Bitung', 'Tomohon']],
  ['Gorontalo', ['Gorontalo']],
  ['Sulawesi Tengah', ['Palu', 'Banggai']],
  ['Sulawesi Barat', ['Mamuju', 'Majene']],
  ['Sulawesi Selatan', ['Makassar', 'Parepare', 'Palopo']],
  ['Sulawesi Tenggara', ['Kendari', 'Baubau']],
  ['Maluku', ['Ambon', 'Tual']],
  ['Maluku Utara', ['Ternate', 'Tidore Kepulauan']],
  ['Papua', ['Jayapura', 'Biak Numfor']],
  ['Papua Barat', ['Manokwari', 'Fakfak']],
  ['Papua Selatan', ['Merauke']],
  ['Papua Tengah', ['Nabire', 'Mimika']],
  ['Papua Pegunungan', ['Jayawijaya']],
  ['Papua Barat Daya', ['Sorong', 'Raja Ampat']],
]

export interface SeedProvince {
  id: number
  name: string
}
export interface SeedCity {
  id: number
  provinceId: number
  name: string
}

export const PROVINCE_LIST: readonly SeedProvince[] = PROVINCES.map(([name], i) => ({ id: 11 + i, name }))

export const CITY_LIST: readonly SeedCity[] = PROVINCES.flatMap(([, cities], i) =>
  cities.map((name, j) => ({ id: (11 + i) * 100 + j + 1, provinceId: 11 + i, name })),
)

export interface SeedSchool {
  npsn: string
  name: string
  cityId: number
  address: string
  email: string
  phone: string
}

// Fictional school names ("Contoh"): a real school's name and address would read as a fact about it.
const KINDS = [
  'SMK Contoh Nusantara',
  'SMK Contoh Bangsa',
  'SMK Contoh Teknologi',
  'SMK Contoh Mandiri',
] as const

/** Two or three schools in every seeded city: deterministic NPSN numbers. */
export const SCHOOL_LIST: readonly SeedSchool[] = CITY_LIST.flatMap((city, i) =>
  KINDS.slice(0, 2 + (i % 2)).map((kind, k) => {
    const name = `${kind} ${city.name}`
    const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '')
    return {
      npsn: String(20100000 + i * 10 + k),
      name,
      cityId: city.id,
      address: `Jl. Pendidikan No. ${((i * 7 + k * 3) % 120) + 1}, ${city.name}`,
      email: `info.${slug}@sekolah.example`,
      phone: `08${String(1100000000 + i * 7919 + k * 131).slice(0, 10)}`,
    }
  }),
)

export const BANKS = [
  { code: 'BCA', name: 'Bank Central Asia', swift: 'CENAIDJA', bankCode: '014' },
  { code: 'BNI', name: 'Bank Negara Indonesia', swift: 'BNINIDJA', bankCode: '009' },
  { code: 'BRI', name: 'Bank Rakyat Indonesia', swift: 'BRINIDJA', bankCode: '002' },
  { code: 'MANDIRI', name: 'Bank Mandiri', swift: 'BMRIIDJA', bankCode: '008' },
  { code: 'BSI', name: 'Bank Syariah Indonesia', swift: 'BSMDIDJA', bankCode: '451' },
  { code: 'BTN', name: 'Bank Tabungan Negara', swift: 'BTANIDJA', bankCode: '200' },
  { code: 'CIMB', name: 'CIMB Niaga', swift: 'BNIAIDJA', bankCode: '022' },
  { code: 'PERMATA', name: 'Bank Permata', swift: 'BBBAIDJA', bankCode: '013' },
  { code: 'DANAMON', name: 'Bank Danamon', swift: 'BDINIDJA', bankCode: '011' },
  { code: 'OCBC', name: 'OCBC Indonesia', swift: 'NISPIDJA', bankCode: '028' },
  { code: 'JAGO', name: 'Bank Jago', swift: 'JAGBIDJA', bankCode: '542' },
  { code: 'SEABANK', name: 'SeaBank Indonesia', swift: 'SSPIIDJA', bankCode: '535' },
] as const
