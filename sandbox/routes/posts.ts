/** Post calls: `v3/post/list`, `v3/post/detail`. */
import type { SandboxContext, SandboxModule } from '../context'
import { badRequest, intParam, item, notFound, paged, readPage } from '../http'
import { absolute } from '../http-origin'
import { KINDS, POSTS } from '../seed/posts'

const isKind = (k: string | undefined): k is (typeof KINDS)[number] =>
  !!k && (KINDS as readonly string[]).includes(k)

export const posts: SandboxModule = {
  register({ hosts }: SandboxContext) {
    const s = hosts.services

    s.get('/v3/post/list', (c) => {
      const kind = c.req.query('kindSlug')
      if (!isKind(kind)) return badRequest(c, `kindSlug harus salah satu dari: ${KINDS.join(', ')}`)
      const page = readPage(c, 10)
      if (page instanceof Response) return page
      const categoryId = intParam(c, 'categoryId')
      const excludeId = intParam(c, 'excludeId')
      if (categoryId === null || excludeId === null)
        return badRequest(c, 'categoryId dan excludeId harus bilangan bulat')
      const search = c.req.query('search')?.toLowerCase()
      const list = POSTS.filter(
        (p) =>
          p.kindSlug === kind &&
          (categoryId === undefined || p.category.id === categoryId) &&
          (excludeId === undefined || p.id !== excludeId) &&
          (!search || p.title.toLowerCase().includes(search)),
      ).map((p) => ({ ...p, cover: absolute(c, p.cover) }))
      return paged(c, list, page)
    })

    s.get('/v3/post/detail', (c) => {
      const kind = c.req.query('kindSlug')
      if (!isKind(kind)) return badRequest(c, `kindSlug harus salah satu dari: ${KINDS.join(', ')}`)
      const id = intParam(c, 'id')
      const slug = c.req.query('slug')
      if (id === null) return badRequest(c, 'id harus bilangan bulat')
      if (id === undefined && !slug) return badRequest(c, 'Kirim id atau slug')
      const post = POSTS.find(
        (p) => p.kindSlug === kind && (id !== undefined ? p.id === id : p.slug === slug),
      )
      if (!post) return notFound(c, 'Post tidak ditemukan')
      return item(c, { ...post, cover: absolute(c, post.cover) })
    })
  },
}
