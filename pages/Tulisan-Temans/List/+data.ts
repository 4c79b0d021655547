import type { PageContextServer } from 'vike/types'
import { loadPostList } from '../../_posts/listData'
import { SECTIONS } from '../../_posts/sections'

export const data = (pageContext: PageContextServer) => loadPostList(pageContext, SECTIONS.tulisan)
