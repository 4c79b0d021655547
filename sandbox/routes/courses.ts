/**
 * Self-paced courses (our paths, api/README.md): `v1/course/list`, `v1/course/detail`,
 * `v1/course/chapter`. The sandbox knows no purchases: a premium course's chapters beyond its free
 * preview always answer `locked: true` with the class whose payment unlocks them.
 */
import type { SandboxContext, SandboxModule } from '../context'
import { badRequest, item, notFound, paged, readPage } from '../http'
import { absolute } from '../http-origin'
import { SAMPLE } from '../seed/catalogues'
import type { SeedCourse } from '../seed/courses'
import { catalogue } from '../tenancy'
import { boolParam, includesText } from './content-params'

type Ctx = Parameters<typeof absolute>[0]

function summary(c: Ctx, k: SeedCourse) {
  const chapters = k.modules.flatMap((m) => m.chapters)
  return {
    ...SAMPLE,
    id: k.id,
    slug: k.slug,
    title: k.title,
    summary: k.summary,
    cover: absolute(c, k.cover),
    level: k.level,
    isPremium: k.isPremium,
    price: k.price,
    classSlug: k.classSlug,
    moduleCount: k.modules.length,
    chapterCount: chapters.length,
    durationMinutes: chapters.reduce((a, ch) => a + ch.durationMinutes, 0),
  }
}

export const courses: SandboxModule = {
  register({ hosts }: SandboxContext) {
    const s = hosts.services

    s.get('/v1/course/list', (c) => {
      const page = readPage(c, 6)
      if (page instanceof Response) return page
      const premium = boolParam(c, 'premium')
      if (premium === null) return badRequest(c, 'premium harus true atau false')
      const search = c.req.query('search')
      const list = catalogue(c).courses.filter(
        (k) => (premium === undefined || k.isPremium === premium) && includesText(k.title, search),
      )
      return paged(
        c,
        list.map((k) => summary(c, k)),
        page,
      )
    })

    s.get('/v1/course/detail', (c) => {
      const slug = c.req.query('slug')
      if (!slug) return badRequest(c, 'slug wajib diisi')
      const k = catalogue(c).courses.find((x) => x.slug === slug)
      if (!k) return notFound(c, 'Kursus tidak ditemukan')
      return item(c, {
        ...summary(c, k),
        description: k.description,
        modules: k.modules.map((m) => ({
          ...m,
          chapters: m.chapters.map(({ content: _content, ...ref }) => ref),
        })),
      })
    })

    s.get('/v1/course/chapter', (c) => {
      const courseSlug = c.req.query('courseSlug')
      const chapterSlug = c.req.query('chapterSlug')
      if (!courseSlug || !chapterSlug) return badRequest(c, 'courseSlug dan chapterSlug wajib diisi')
      const k = catalogue(c).courses.find((x) => x.slug === courseSlug)
      const module = k?.modules.find((m) => m.chapters.some((ch) => ch.slug === chapterSlug))
      const chapter = module?.chapters.find((ch) => ch.slug === chapterSlug)
      if (!k || !module || !chapter) return notFound(c, 'Bab tidak ditemukan')
      const { content, ...ref } = chapter
      const locked = !chapter.isFree
      return item(c, {
        ...ref,
        courseSlug: k.slug,
        moduleSlug: module.slug,
        content: locked ? null : content,
        locked,
        unlock: locked
          ? {
              classSlug: k.classSlug,
              className: k.className,
              price: k.price,
              message: 'Bab ini terbuka untuk peserta kelas premium.',
            }
          : null,
      })
    })
  },
}
