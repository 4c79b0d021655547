import { describe, expect, it } from 'vitest'
import type { Post } from '../../api/posts'
import { clock, videoOf, audioOf } from '../../features/posts/media'
import { idFirst, idOnly, slugFirst, slugOrIdWithTitle } from '../../features/posts/postRoute'
import { canonicalSection, readingMinutes, SECTIONS, titleSegment } from '../../features/posts/sections'
import { postListParams, articleListParams } from '../../features/posts/listParams'
import { feedSection, feedXml, xmlEscape } from '../../scripts/feeds'
import { getTenant } from '../../sites/registry'
import { routeFunction } from '../../sites/routes'
import { createSiteRuntime } from '../../sites/runtime'

const post = (over: Partial<Post> = {}): Post => ({
  id: 7,
  slug: 'berita-tujuh',
  kindSlug: 'news',
  title: 'Berita & <Tujuh>',
  summary: 'Ringkasan',
  publishedAt: '2026-11-01T00:00:00.000Z',
  category: { id: 3, slug: 'kemitraan', name: 'Kemitraan' },
  ...over,
})

describe('post routes: one segment is a slug, a number falls back to the id', () => {
  it('tries the slug first, then a numeric segment as id', () => {
    expect(slugFirst('news', 'judul-berita')).toEqual([
      { via: 'kind', params: { kindSlug: 'news', slug: 'judul-berita' } },
    ])
    expect(slugFirst('news', '42')).toEqual([
      { via: 'kind', params: { kindSlug: 'news', slug: '42' } },
      { via: 'kind', params: { kindSlug: 'news', id: 42 } },
    ])
  })
  it('with a title segment the first is an id only', () => {
    expect(slugOrIdWithTitle('news', { id: '42', title: 'judul' })).toEqual([
      { via: 'kind', params: { kindSlug: 'news', id: 42 } },
    ])
    expect(slugOrIdWithTitle('news', { id: 'bukan-angka', title: 'judul' })).toEqual([])
    expect(slugOrIdWithTitle('news', { slug: 'abc' })).toHaveLength(1)
  })
  it('id routes take numbers as ids and (blog) other text as a slug', () => {
    expect(idFirst('blog', '12')).toEqual([{ via: 'kind', params: { kindSlug: 'blog', id: 12 } }])
    expect(idFirst('blog', 'tulisan')).toEqual([
      { via: 'kind', params: { kindSlug: 'blog', slug: 'tulisan' } },
    ])
    expect(idOnly('news', '0')).toEqual([])
    expect(idOnly('news', undefined)).toEqual([])
  })
  it('one page serves both News routes; the more specific Berita route wins', () => {
    const news = routeFunction('newsDetail', 'newsDetailId')
    expect(news({ urlPathname: '/News/abc' })).toMatchObject({
      routeParams: { slug: 'abc', route: 'newsDetail' },
    })
    expect(news({ urlPathname: '/News/12/judul' })).toMatchObject({
      routeParams: { id: '12', title: 'judul', route: 'newsDetailId' },
    })
    expect(news({ urlPathname: '/News/a/b/c' })).toBe(false)
    expect(news({ urlPathname: '/news/abc' })).toBe(false)
    const berita = routeFunction('beritaDetail', 'beritaDetailId')
    expect(berita({ urlPathname: '/Berita/Detail' })).toMatchObject({
      routeParams: { route: 'beritaDetailId' },
    })
    expect(berita({ urlPathname: '/Berita/Detail/5/x' })).toMatchObject({
      routeParams: { id: '5', title: 'x' },
    })
  })
})

describe('sections', () => {
  it('link each post to its own page', () => {
    const p = post()
    expect(SECTIONS.news.detailHref(p)).toBe('/News/berita-tujuh')
    expect(SECTIONS.berita.detailHref(p)).toBe('/Berita/berita-tujuh')
    expect(SECTIONS.blog.detailHref(p)).toBe('/Blog/7/berita-tujuh')
    expect(SECTIONS.articles.detailHref(p)).toBe('/Articles/kemitraan/Detail/7/berita-tujuh')
  })
  it('make a readable title tail, never empty', () => {
    expect(titleSegment('Belajar Git & GitHub: Dasar!')).toBe('belajar-git-github-dasar')
    expect(titleSegment('Café Ünïcode')).toBe('cafe-unicode')
    expect(titleSegment('???')).toBe('baca')
  })
  it('count reading time at 200 words a minute, at least one', () => {
    expect(readingMinutes(null)).toBe(1)
    expect(readingMinutes(`<p>${'kata '.repeat(1000)}</p>`)).toBe(5)
  })
  it('read list state from the URL with SPEC page sizes', () => {
    expect(postListParams(SECTIONS.blog, { page: '2', q: ' git ', category: '3' })).toEqual({
      kindSlug: 'blog',
      page: 2,
      pageSize: 6,
      search: 'git',
      categoryId: 3,
    })
    expect(postListParams(SECTIONS.news, { category: 'x' })).toMatchObject({
      pageSize: 10,
      categoryId: undefined,
    })
    expect(articleListParams('semua', {})).toMatchObject({ categorySlug: undefined, page: 1 })
    expect(articleListParams('karier', {})).toMatchObject({ categorySlug: 'karier' })
  })
})

describe('media', () => {
  it('turns YouTube addresses into the no-cookie embed and keeps media files', () => {
    expect(videoOf(post({ video: 'https://www.youtube.com/watch?v=M7lc1UVf-VE' }))).toMatchObject({
      kind: 'youtube',
      embed: 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?autoplay=1&rel=0',
    })
    expect(videoOf(post({ video: 'https://youtu.be/M7lc1UVf-VE' }))).toMatchObject({ id: 'M7lc1UVf-VE' })
    expect(videoOf(post({ video: 'https://cdn.example/v.mp4' }))).toEqual({
      kind: 'file',
      src: 'https://cdn.example/v.mp4',
    })
    expect(videoOf(post({ video: 'javascript:alert(1)' }))).toBeNull()
    expect(videoOf(post())).toBeNull()
  })
  it('reads audio and prints times', () => {
    expect(audioOf(post({ audio: 'https://x/a.wav', duration: 30 }))).toEqual({
      src: 'https://x/a.wav',
      duration: 30,
    })
    expect(audioOf(post())).toBeNull()
    expect(clock(75)).toBe('1:15')
    expect(clock(3725)).toBe('1:02:05')
    expect(clock(Number.NaN)).toBe('0:00')
  })
})

describe('feeds', () => {
  const site = (key: string) => createSiteRuntime(key, {}, null, 'test')
  it('escape XML and drop characters XML cannot hold', () => {
    expect(xmlEscape(`a & b <c> "d" 'e'\u0001`)).toBe('a &amp; b &lt;c&gt; &quot;d&quot; &apos;e&apos;')
  })
  it('link to the tenant’s own section', () => {
    expect(getTenant('smkcoding')).toBeTruthy()
    expect(feedSection(site('smkcoding'), 'news').listPath).toBe('/Berita')
    expect(feedSection(site('alkademi'), 'news').listPath).toBe('/News')
    expect(feedSection(site('diaksara'), 'blog').listPath).toBe('/Tulisan-Temans')
  })
  it('write RSS 2.0 with absolute links, at most 20 items, and enclosures for podcasts', () => {
    const many = Array.from({ length: 25 }, (_, i) =>
      post({
        id: i + 1,
        slug: `p-${i + 1}`,
        kindSlug: 'podcast',
        audio: `https://api/a/${i}.wav`,
        duration: 30,
      }),
    )
    const xml = feedXml(site('alkademi'), 'podcasts', many)
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
    expect(xml.match(/<item>/g)).toHaveLength(20)
    expect(xml).toContain('<link>https://alkademi.com/Podcasts/p-1</link>')
    expect(xml).toContain('<enclosure url="https://api/a/0.wav" length="0" type="audio/wav"/>')
    expect(xml).toContain('<itunes:duration>30</itunes:duration>')
    expect(xml).toContain('<title>Berita &amp; &lt;Tujuh&gt;</title>')
    expect(xml).toContain('<lastBuildDate>Sun, 01 Nov 2026 00:00:00 GMT</lastBuildDate>')
    expect(feedXml(site('alkademi'), 'news', [post()])).not.toContain('itunes')
  })
})

describe('canonicalSection: one canonical address per post and tenant', () => {
  const post = { id: 7, slug: 'kabar-baru', title: 'Kabar Baru', category: null }
  it('a tenant that shows Berita names Berita addresses, from either twin', () => {
    const nav = [{ path: '/Berita' }]
    expect(canonicalSection(nav, SECTIONS.news).detailHref(post)).toBe('/Berita/kabar-baru')
    expect(canonicalSection(nav, SECTIONS.berita).listPath).toBe('/Berita')
  })
  it('a tenant that shows News (or both, or neither) names News addresses', () => {
    for (const nav of [[{ path: '/News' }], [{ path: '/News' }, { path: '/Berita' }], []])
      expect(canonicalSection(nav, SECTIONS.berita).detailHref(post)).toBe('/News/kabar-baru')
  })
  it('Blog and Tulisan Temans follow the same rule; other sections are their own', () => {
    expect(canonicalSection([{ path: '/Tulisan-Temans' }], SECTIONS.blog).id).toBe('tulisan')
    expect(canonicalSection([{ path: '/Blog' }], SECTIONS.tulisan).id).toBe('blog')
    expect(canonicalSection([{ path: '/Berita' }], SECTIONS.podcasts).id).toBe('podcasts')
  })
})
