import type { Article, BlogPosting, NewsArticle, PodcastEpisode, WithContext } from 'schema-dts'
import type { Post } from '../../api/posts'
import { summaryOf } from '../../api/postSummary'
import { isoDate } from '../../components/format'
import { describe } from '../../shell/meta'
import { audioOf } from './media'
import type { Section } from './sections'

type PostLd = WithContext<NewsArticle | BlogPosting | Article | PodcastEpisode>

/** schema.org for a post page: the article type of its section, or a PodcastEpisode with its audio. */
export function postJsonLd(post: Post, section: Section, url: string, siteName: string): PostLd {
  const image = post.cover ? [post.cover] : undefined
  const common = {
    '@context': 'https://schema.org' as const,
    name: post.title,
    url,
    description: describe(summaryOf(post)),
    datePublished: isoDate(post.publishedAt),
    image,
  }
  if (section.schemaType === 'PodcastEpisode') {
    const audio = audioOf(post)
    return {
      ...common,
      '@type': 'PodcastEpisode',
      ...(audio
        ? {
            associatedMedia: {
              '@type': 'MediaObject',
              contentUrl: audio.src,
              ...(audio.duration ? { duration: `PT${Math.round(audio.duration)}S` } : {}),
            },
          }
        : {}),
      ...(post.author ? { author: { '@type': 'Person', name: post.author.name } } : {}),
    }
  }
  return {
    ...common,
    '@type': section.schemaType,
    headline: post.title.slice(0, 110),
    mainEntityOfPage: url,
    ...(post.author ? { author: { '@type': 'Person', name: post.author.name } } : {}),
    publisher: { '@type': 'Organization', name: siteName },
    ...(post.category ? { articleSection: post.category.name } : {}),
  }
}
