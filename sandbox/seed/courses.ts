/**
 * Self-paced courses: 5 courses × 3 modules × 3 chapters, Indonesian text with code blocks.
 * Two courses are premium: their first two chapters are free previews, the rest is locked until
 * the visitor pays for the class named by `classSlug` (a class of seed/classes.ts). Deterministic.
 */
import { CLASSES } from './classes'
import { slugify } from './random'

type Lang = 'javascript' | 'python' | 'bash' | 'go' | 'jsx'

interface ChapterDraft {
  title: string
  point: string
  code: string
}
interface CourseDraft {
  title: string
  summary: string
  level: string
  lang: Lang
  premiumClass?: string
  modules: { title: string; chapters: ChapterDraft[] }[]
}

const DRAFTS: CourseDraft[] = [
  {
    title: 'Dasar JavaScript',
    summary: 'Kenali variabel, fungsi, dan DOM: bekal pertama untuk membuat halaman web yang interaktif.',
    level: 'beginner',
    lang: 'javascript',
    modules: [
      {
        title: 'Mengenal JavaScript',
        chapters: [
          {
            title: 'Apa itu JavaScript',
            point: 'bahasa yang dijalankan peramban',
            code: "console.log('Halo, dunia!')",
          },
          {
            title: 'Variabel dan Tipe Data',
            point: 'let, const, dan tipe dasar',
            code: "const nama = 'Sari'\nlet umur = 17\numur += 1",
          },
          {
            title: 'Operator dan Ekspresi',
            point: 'aritmetika dan perbandingan',
            code: 'const total = 3 * 4 + 2\nconsole.log(total > 10) // true',
          },
        ],
      },
      {
        title: 'Alur Program',
        chapters: [
          {
            title: 'Percabangan',
            point: 'if, else, dan switch',
            code: "if (nilai >= 75) {\n  console.log('Lulus')\n} else {\n  console.log('Remedial')\n}",
          },
          {
            title: 'Perulangan',
            point: 'for dan while',
            code: 'for (let i = 1; i <= 3; i++) {\n  console.log(`Putaran ${i}`)\n}',
          },
          {
            title: 'Fungsi',
            point: 'membungkus langkah yang dipakai ulang',
            code: 'function luas(p, l) {\n  return p * l\n}\nconsole.log(luas(4, 5))',
          },
        ],
      },
      {
        title: 'JavaScript di Peramban',
        chapters: [
          {
            title: 'Memilih Elemen DOM',
            point: 'querySelector',
            code: "const judul = document.querySelector('h1')\njudul.textContent = 'Halo!'",
          },
          {
            title: 'Menangani Peristiwa',
            point: 'addEventListener',
            code: "tombol.addEventListener('click', () => {\n  alert('Diklik!')\n})",
          },
          {
            title: 'Proyek Mini: Penghitung',
            point: 'menggabungkan semuanya',
            code: 'let hitung = 0\ntombol.onclick = () => {\n  hitung++\n  angka.textContent = String(hitung)\n}',
          },
        ],
      },
    ],
  },
  {
    title: 'Python untuk Analisis Data',
    summary: 'Dari dasar Python ke pandas: membaca, membersihkan, dan meringkas data nyata.',
    level: 'intermediate',
    lang: 'python',
    modules: [
      {
        title: 'Dasar Python',
        chapters: [
          {
            title: 'Menyiapkan Lingkungan',
            point: 'Python dan Jupyter',
            code: 'print("Siap menganalisis data!")',
          },
          {
            title: 'List dan Dictionary',
            point: 'struktur data bawaan',
            code: 'nilai = [80, 75, 92]\nsiswa = {"nama": "Budi", "nilai": nilai}',
          },
          {
            title: 'Fungsi dan Modul',
            point: 'def dan import',
            code: 'def rata_rata(xs):\n    return sum(xs) / len(xs)\n\nprint(rata_rata([80, 75, 92]))',
          },
        ],
      },
      {
        title: 'Mengolah Data dengan pandas',
        chapters: [
          {
            title: 'Membaca CSV',
            point: 'read_csv',
            code: 'import pandas as pd\n\ndf = pd.read_csv("penjualan.csv")\nprint(df.head())',
          },
          {
            title: 'Membersihkan Data',
            point: 'nilai kosong dan duplikat',
            code: 'df = df.dropna().drop_duplicates()',
          },
          { title: 'Mengelompokkan Data', point: 'groupby', code: 'df.groupby("kota")["omzet"].sum()' },
        ],
      },
      {
        title: 'Menyajikan Temuan',
        chapters: [
          {
            title: 'Grafik dengan matplotlib',
            point: 'plot batang',
            code: 'import matplotlib.pyplot as plt\n\ndf.plot(kind="bar", x="kota", y="omzet")\nplt.show()',
          },
          { title: 'Statistik Deskriptif', point: 'describe', code: 'print(df["omzet"].describe())' },
          {
            title: 'Proyek Mini: Laporan Penjualan',
            point: 'menggabungkan semuanya',
            code: 'laporan = df.groupby("bulan")["omzet"].sum()\nlaporan.to_csv("laporan.csv")',
          },
        ],
      },
    ],
  },
  {
    title: 'Git dan GitHub untuk Pemula',
    summary: 'Simpan riwayat kode, bekerja dalam tim, dan bagikan proyek lewat GitHub.',
    level: 'beginner',
    lang: 'bash',
    modules: [
      {
        title: 'Dasar Git',
        chapters: [
          { title: 'Mengapa Version Control', point: 'riwayat perubahan', code: 'git --version' },
          { title: 'Repositori Pertama', point: 'git init', code: 'mkdir proyek && cd proyek\ngit init' },
          {
            title: 'Commit',
            point: 'add dan commit',
            code: 'git add index.html\ngit commit -m "Halaman pertama"',
          },
        ],
      },
      {
        title: 'Cabang',
        chapters: [
          { title: 'Membuat Cabang', point: 'git switch -c', code: 'git switch -c fitur-login' },
          {
            title: 'Menggabungkan Cabang',
            point: 'git merge',
            code: 'git switch main\ngit merge fitur-login',
          },
          {
            title: 'Mengatasi Konflik',
            point: 'konflik penggabungan',
            code: 'git status\n# sunting berkas yang konflik, lalu:\ngit add .\ngit commit',
          },
        ],
      },
      {
        title: 'Bekerja dengan GitHub',
        chapters: [
          {
            title: 'Remote dan Push',
            point: 'git remote',
            code: 'git remote add origin https://git.example.com/nama/proyek.git\ngit push -u origin main',
          },
          {
            title: 'Pull Request',
            point: 'ulasan kode',
            code: 'git push origin fitur-login\n# buka pull request di GitHub',
          },
          {
            title: 'Proyek Mini: Kolaborasi Tim',
            point: 'alur kerja tim',
            code: 'git pull --rebase\ngit push',
          },
        ],
      },
    ],
  },
  {
    title: 'React Lanjutan: Hooks dan Performa',
    summary: 'Hooks kustom, pengelolaan state, dan teknik membuat aplikasi React tetap cepat.',
    level: 'advanced',
    lang: 'jsx',
    premiumClass: 'React',
    modules: [
      {
        title: 'Hooks Lebih Dalam',
        chapters: [
          {
            title: 'Mengulang useState dan useEffect',
            point: 'siklus render',
            code: 'const [n, setN] = useState(0)\nuseEffect(() => {\n  document.title = `Klik: ${n}`\n}, [n])',
          },
          {
            title: 'Hook Kustom',
            point: 'logika yang dipakai ulang',
            code: 'function useOnline() {\n  const [on, setOn] = useState(navigator.onLine)\n  // ...\n  return on\n}',
          },
          {
            title: 'useReducer',
            point: 'state yang rumit',
            code: "const [state, dispatch] = useReducer(reducer, { items: [] })\ndispatch({ type: 'tambah', item })",
          },
        ],
      },
      {
        title: 'Mengelola State',
        chapters: [
          {
            title: 'Context',
            point: 'berbagi data antarkomponen',
            code: 'const Tema = createContext("terang")\n<Tema.Provider value="gelap">{children}</Tema.Provider>',
          },
          {
            title: 'Data dari Server',
            point: 'SWR',
            code: "const { data, error } = useSWR('/api/kelas', fetcher)",
          },
          {
            title: 'Formulir',
            point: 'input terkendali',
            code: '<input value={nama} onChange={(e) => setNama(e.target.value)} />',
          },
        ],
      },
      {
        title: 'Performa',
        chapters: [
          {
            title: 'memo dan useMemo',
            point: 'menghindari render ulang',
            code: 'const total = useMemo(() => hitung(items), [items])',
          },
          {
            title: 'Memecah Kode',
            point: 'lazy dan Suspense',
            code: "const Grafik = lazy(() => import('./Grafik'))",
          },
          {
            title: 'Mengukur dengan Profiler',
            point: 'React DevTools',
            code: '<Profiler id="daftar" onRender={catat}>\n  <Daftar />\n</Profiler>',
          },
        ],
      },
    ],
  },
  {
    title: 'Membangun REST API dengan Go',
    summary: 'Tulis layanan web yang cepat dan sederhana dengan Go: rute, JSON, basis data, dan pengujian.',
    level: 'intermediate',
    lang: 'go',
    premiumClass: 'Go',
    modules: [
      {
        title: 'Dasar Go',
        chapters: [
          {
            title: 'Halo, Go',
            point: 'paket main',
            code: 'package main\n\nimport "fmt"\n\nfunc main() {\n\tfmt.Println("Halo, Go!")\n}',
          },
          {
            title: 'Struct dan Method',
            point: 'tipe data sendiri',
            code: 'type Kelas struct {\n\tNama  string\n\tHarga int\n}',
          },
          {
            title: 'Error',
            point: 'nilai error',
            code: 'if err != nil {\n\treturn fmt.Errorf("gagal: %w", err)\n}',
          },
        ],
      },
      {
        title: 'HTTP dan JSON',
        chapters: [
          {
            title: 'Server HTTP Pertama',
            point: 'net/http',
            code: 'http.HandleFunc("/", beranda)\nlog.Fatal(http.ListenAndServe(":8080", nil))',
          },
          {
            title: 'Mengirim JSON',
            point: 'encoding/json',
            code: 'w.Header().Set("Content-Type", "application/json")\njson.NewEncoder(w).Encode(kelas)',
          },
          {
            title: 'Membaca Permintaan',
            point: 'decode body',
            code: 'var k Kelas\nif err := json.NewDecoder(r.Body).Decode(&k); err != nil {\n\thttp.Error(w, "data tidak valid", 400)\n}',
          },
        ],
      },
      {
        title: 'Basis Data dan Pengujian',
        chapters: [
          {
            title: 'Terhubung ke PostgreSQL',
            point: 'database/sql',
            code: 'db, err := sql.Open("pgx", os.Getenv("DATABASE_URL"))',
          },
          {
            title: 'Query dengan Aman',
            point: 'parameter query',
            code: 'row := db.QueryRow("SELECT nama FROM kelas WHERE id = $1", id)',
          },
          {
            title: 'Menguji Handler',
            point: 'httptest',
            code: 'rec := httptest.NewRecorder()\nberanda(rec, httptest.NewRequest("GET", "/", nil))',
          },
        ],
      },
    ],
  },
]

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

export interface SeedChapter {
  slug: string
  title: string
  order: number
  durationMinutes: number
  isFree: boolean
  content: string
}
export interface SeedCourse {
  id: number
  slug: string
  title: string
  summary: string
  description: string
  cover: string
  level: string
  isPremium: boolean
  price: number
  classSlug: string | null
  className: string | null
  modules: { slug: string; title: string; order: number; summary: string; chapters: SeedChapter[] }[]
}

function chapterContent(course: CourseDraft, moduleTitle: string, ch: ChapterDraft): string {
  return [
    `<p>Bab ini bagian dari modul <strong>${escapeHtml(moduleTitle)}</strong> dalam kursus ${escapeHtml(course.title)}. Kita membahas ${escapeHtml(ch.point)}: apa gunanya, kapan dipakai, dan kesalahan yang sering terjadi.</p>`,
    `<h2>Contoh</h2>`,
    `<pre><code class="language-${course.lang}">${escapeHtml(ch.code)}</code></pre>`,
    `<p>Jalankan contoh di atas, lalu ubah satu bagian dan perhatikan hasilnya. Mencoba sendiri adalah cara tercepat untuk memahami ${escapeHtml(ch.point)}.</p>`,
    `<h2>Latihan</h2>`,
    `<ul><li>Tulis ulang contoh tanpa melihat teks.</li><li>Tambahkan satu variasi buatan Anda sendiri.</li><li>Catat satu pertanyaan untuk didiskusikan dengan mentor.</li></ul>`,
  ].join('\n')
}

function unlockClass(hint: string | undefined) {
  if (!hint) return null
  return (
    CLASSES.find((k) => k.name.includes(hint) && k.price > 0 && k.state !== 'finished') ??
    CLASSES.find((k) => k.price > 0 && k.state !== 'finished') ??
    null
  )
}

function build(): SeedCourse[] {
  return DRAFTS.map((draft, i) => {
    const slug = slugify(draft.title)
    const klass = unlockClass(draft.premiumClass)
    const isPremium = Boolean(draft.premiumClass)
    let chapterIndex = 0
    return {
      id: i + 1,
      slug,
      title: draft.title,
      summary: draft.summary,
      description: `<p>${escapeHtml(draft.summary)}</p><p>Kursus mandiri: belajar sesuai kecepatan Anda, ${draft.modules.length} modul dengan contoh kode dan latihan di setiap bab.</p>`,
      cover: `/drive/img/course/${i + 1}.svg`,
      level: draft.level,
      isPremium,
      price: isPremium ? (klass?.price ?? 0) : 0,
      classSlug: isPremium ? (klass?.slug ?? null) : null,
      className: isPremium ? (klass?.name ?? null) : null,
      modules: draft.modules.map((m, mi) => ({
        slug: slugify(m.title),
        title: m.title,
        order: mi + 1,
        summary: `Modul ${mi + 1}: ${m.chapters.map((c) => c.title.toLowerCase()).join(', ')}.`,
        chapters: m.chapters.map((ch, ci) => {
          const chapter: SeedChapter = {
            slug: slugify(ch.title),
            title: ch.title,
            order: ci + 1,
            durationMinutes: 10 + ((chapterIndex * 7) % 20),
            // Premium courses open their first two chapters as a free preview.
            isFree: !isPremium || chapterIndex < 2,
            content: chapterContent(draft, m.title, ch),
          }
          chapterIndex++
          return chapter
        }),
      })),
    }
  })
}

export const COURSES: readonly SeedCourse[] = build()
