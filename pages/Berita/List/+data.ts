import type { PageContextServer } from 'vike/types'
import { loadPostList } from '../../../features/posts/listData'
import { SECTIONS } from '../../../features/posts/sections'

export const data = (pageContext: PageContextServer) => loadPostList(pageContext, SECTIONS.berita)
