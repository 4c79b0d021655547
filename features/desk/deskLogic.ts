/**
 * The writers' desk's pure rules (who may use it: shell/account.ts): which kinds it writes under the tenant's names,
 * slugs, the HTML toolbar's edits and the post a preview shows.
 */
import type { Post, PostCategoryItem } from '../../api/posts'
import type { Rule } from '../../components/validation'
import { deskKindsOf, POST_KIND_TABLE } from '../../api/postKinds'
import { canonicalSection, SECTIONS, type Section } from '../posts/sections'

/**
 * The kinds the desk writes, each under the section the tenant's navigation shows (News or Berita,
 * Blog or Tulisan Teman; features/posts/sections.ts `canonicalSection`): its name and addresses.
 */
export function deskKinds(nav: readonly { path: string }[]): Section[] {
  return deskKindsOf(POST_KIND_TABLE).map((kind) => {
    const section = sectionsShowing(kind)[0]
    if (!section) throw new Error(`the desk writes ${kind}, but no section shows it`)
    return canonicalSection(nav, section)
  })
}

/** The twin sections that show a kind's posts too (old addresses kept alive): for the desk's hint. */
export function sectionsShowing(kindSlug: string): Section[] {
  return Object.values(SECTIONS).filter((s) => s.kindSlug === kindSlug)
}

/** A slug from a title, as the entry paths read slugs: lowercase ASCII words joined by hyphens. */
export function slugFromTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/, '')
}

/** What the backend accepts (sandbox/routes/posts.ts `SLUG_PATTERN`): with a letter, so never an id. */
export const SLUG_PATTERN = /^(?=[a-z0-9-]*[a-z])[a-z0-9]+(?:-[a-z0-9]+)*$/

export const slugRule: Rule = (v) =>
  !v || SLUG_PATTERN.test(v)
    ? null
    : 'Slug hanya boleh berisi huruf kecil, angka dan tanda hubung, serta memuat setidaknya satu huruf.'

/** The message for a slug the site already uses (the backend's 409). */
export const slugTakenMessage = (slug: string) =>
  `Slug "${slug}" sudah dipakai tulisan lain. Ganti slug agar alamat tulisan unik.`

/** The editor's title change: the slug follows the title until the writer edits the slug. */
export function followTitle(values: { title: string; slug: string }, title: string) {
  const following = values.slug === '' || values.slug === slugFromTitle(values.title)
  return { ...values, title, slug: following ? slugFromTitle(title) : values.slug }
}

export interface Edit {
  text: string
  selectionStart: number
  selectionEnd: number
}

/**
 * Wraps the selection in `before`/`after` (or inserts them around `placeholder` when nothing is
 * selected) and selects the wrapped text, so a writer can type over a placeholder at once.
 */
export function wrapSelection(
  text: string,
  start: number,
  end: number,
  before: string,
  after: string,
  placeholder: string,
): Edit {
  const inner = text.slice(start, end) || placeholder
  const next = text.slice(0, start) + before + inner + after + text.slice(end)
  const selectionStart = start + before.length
  return { text: next, selectionStart, selectionEnd: selectionStart + inner.length }
}

/** The HTML toolbar: what each button writes around the selection. Only tags the site's sanitiser keeps. */
export const TOOLBAR = [
  { id: 'bold', label: 'Tebal', before: '<strong>', after: '</strong>', placeholder: 'teks tebal' },
  { id: 'italic', label: 'Miring', before: '<em>', after: '</em>', placeholder: 'teks miring' },
  { id: 'h2', label: 'Subjudul', before: '\n<h2>', after: '</h2>\n', placeholder: 'Subjudul' },
  { id: 'p', label: 'Paragraf', before: '\n<p>', after: '</p>\n', placeholder: 'Paragraf baru.' },
  {
    id: 'ul',
    label: 'Daftar',
    before: '\n<ul>\n  <li>',
    after: '</li>\n  <li>butir berikutnya</li>\n</ul>\n',
    placeholder: 'butir pertama',
  },
  {
    id: 'quote',
    label: 'Kutipan',
    before: '\n<blockquote>',
    after: '</blockquote>\n',
    placeholder: 'kutipan',
  },
  { id: 'link', label: 'Tautan', before: '<a href="https://">', after: '</a>', placeholder: 'teks tautan' },
] as const

/** The markup for an uploaded inline image; its alt text is the placeholder the writer types over. */
export const IMAGE_ALT_PLACEHOLDER = 'Deskripsi gambar'
export const imageMarkup = (url: string) => ({
  before: `\n<img src="${url.replace(/"/g, '&quot;')}" alt="`,
  after: '">\n',
  placeholder: IMAGE_ALT_PLACEHOLDER,
})

export interface DeskValues {
  [key: string]: string
  title: string
  slug: string
  summary: string
  categoryId: string
  cover: string
  content: string
}

/** The post a preview shows: the form's values as the site will receive them back. */
export function previewPost(
  values: DeskValues,
  kindSlug: string,
  categories: readonly PostCategoryItem[],
  authorName: string,
  now: Date,
  existing?: Post,
): Post {
  const category = categories.find((c) => String(c.id) === values.categoryId)
  return {
    id: existing?.id ?? 0,
    slug: values.slug,
    kindSlug,
    title: values.title || 'Tanpa judul',
    summary: values.summary,
    content: values.content,
    cover: values.cover || existing?.cover || null,
    category: category ? { id: category.id, slug: category.slug, name: category.name } : null,
    author: existing?.author ?? { name: authorName, avatar: null },
    publishedAt: existing?.publishedAt ?? now.toISOString(),
    active: existing?.active ?? false,
  }
}

/**
 * What the release service is told after a save (api/releaseNotice.ts): a post that is or was
 * published changed what the lists show; a draft saved as a draft changed nothing there.
 */
export function releaseAction(
  wasPublished: boolean,
  published: boolean,
): 'publish' | 'edit' | 'unpublish' | null {
  if (published) return wasPublished ? 'edit' : 'publish'
  return wasPublished ? 'unpublish' : null
}
