import { describe, expect, it } from 'vitest'
import { canEditCategories, canWritePosts as canWrite } from '../../shell/account'
import {
  deskKinds,
  followTitle,
  imageMarkup,
  previewPost,
  sectionsShowing,
  slugFromTitle,
  slugRule,
  wrapSelection,
} from '../../features/desk/deskLogic'
import { sanitizeHtml } from '../../components/RichText'
import { TOOLBAR } from '../../features/desk/deskLogic'
import { TENANTS } from '../../sites/registry'

describe('who uses the desk', () => {
  it('lets writers, editors and admins write; only editors and admins change categories', () => {
    expect(['writer', 'editor', 'admin'].map(canWrite)).toEqual([true, true, true])
    expect(['student', 'mentor', 'teacher', 'partner', '', undefined].map(canWrite)).toEqual(
      Array(6).fill(false),
    )
    expect(['writer', 'editor', 'admin'].map(canEditCategories)).toEqual([false, true, true])
  })
})

describe('kinds under the tenant’s section names', () => {
  it('names news and blog as every tenant’s navigation shows them, always four kinds', () => {
    for (const tenant of TENANTS) {
      const kinds = deskKinds(tenant.nav)
      expect(kinds.map((k) => k.kindSlug)).toEqual(['news', 'blog', 'article', 'podcast'])
    }
    expect(deskKinds([{ path: '/Berita' }]).map((k) => k.heading)).toEqual([
      'Berita',
      'Blog',
      'Artikel',
      'Podcast',
    ])
    expect(deskKinds([{ path: '/Tulisan-Temans' }])[1]!.listPath).toBe('/Tulisan-Temans')
    expect(sectionsShowing('news').map((s) => s.listPath)).toEqual(['/News', '/Berita'])
  })
})

describe('slugs', () => {
  it('derives a slug the entry paths read from an Indonesian title', () => {
    expect(slugFromTitle('Siswa SMK Juara: Lomba Coding 2026!')).toBe('siswa-smk-juara-lomba-coding-2026')
    expect(slugFromTitle('  Café Ilmu — Édisi Ke-2 ')).toBe('cafe-ilmu-edisi-ke-2')
    expect(slugFromTitle('x'.repeat(200))).toHaveLength(120)
    expect(slugRule(slugFromTitle('Belajar Bersama di Bandung'))).toBeNull()
  })

  it('refuses uppercase, spaces, stray hyphens and digits only (read as an id)', () => {
    for (const bad of ['Huruf-Besar', 'dua kata', '-awal', 'akhir-', 'dua--strip', '2026'])
      expect(slugRule(bad)).toMatch(/huruf kecil/)
  })

  it('follows the title until the writer edits the slug', () => {
    let v = { title: '', slug: '' }
    v = followTitle(v, 'Kabar')
    v = followTitle(v, 'Kabar Baru')
    expect(v.slug).toBe('kabar-baru')
    v = { ...v, slug: 'alamat-pilihan' }
    expect(followTitle(v, 'Kabar Baru Sekali').slug).toBe('alamat-pilihan')
  })
})

describe('the HTML toolbar', () => {
  it('wraps the selection, or a placeholder it selects', () => {
    expect(wrapSelection('halo dunia', 5, 10, '<strong>', '</strong>', 'teks')).toEqual({
      text: 'halo <strong>dunia</strong>',
      selectionStart: 13,
      selectionEnd: 18,
    })
    const empty = wrapSelection('ab', 1, 1, '<em>', '</em>', 'miring')
    expect(empty.text).toBe('a<em>miring</em>b')
    expect(empty.text.slice(empty.selectionStart, empty.selectionEnd)).toBe('miring')
  })

  it('writes only markup the site’s sanitiser keeps', () => {
    for (const t of TOOLBAR) {
      const html = `${t.before}${t.placeholder}${t.after}`.trim()
      expect(sanitizeHtml(html).replace(/ rel="noopener noreferrer"/, '')).toBe(html)
    }
    const img = imageMarkup('https://drive.example/v1/file/9"x')
    const html = `${img.before}Peta kelas${img.after}`.trim()
    expect(html).toBe('<img src="https://drive.example/v1/file/9&quot;x" alt="Peta kelas">')
    expect(sanitizeHtml(html)).toContain('alt="Peta kelas"')
  })
})

describe('the preview', () => {
  it('is the post the site will receive back: chosen category, author, unpublished state', () => {
    const now = new Date('2026-11-26T04:00:00Z')
    const values = {
      title: 'Judul',
      slug: 'judul',
      summary: 'Ringkas',
      categoryId: '2',
      cover: '',
      content: '<p>Isi</p>',
    }
    const post = previewPost(
      values,
      'news',
      [{ id: 2, slug: 'prestasi', name: 'Prestasi' }],
      'Sampel Penulis',
      now,
    )
    expect(post).toMatchObject({
      title: 'Judul',
      kindSlug: 'news',
      category: { id: 2, slug: 'prestasi', name: 'Prestasi' },
      author: { name: 'Sampel Penulis', avatar: null },
      publishedAt: now.toISOString(),
      active: false,
      cover: null,
    })
    expect(previewPost({ ...values, title: '' }, 'news', [], 'x', now).title).toBe('Tanpa judul')
  })
})
