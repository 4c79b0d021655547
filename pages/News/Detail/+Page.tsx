import { usePageContext } from 'vike-react/usePageContext'
import { usePost } from '../../../api/posts'
import { LoadError } from '../../../components/LoadError'
import { RichText } from '../../../components/RichText'
import { Spinner } from '../../../components/Spinner'
import { newsParams } from './params'

const date = new Intl.DateTimeFormat('id-ID', { dateStyle: 'long', timeZone: 'Asia/Jakarta' })

export default function Page() {
  const { routeParams } = usePageContext()
  const { data, error, mutate, isValidating } = usePost(newsParams(routeParams.slug ?? ''))
  if (!data) {
    if (!error) return <Spinner label="Memuat berita…" />
    return (
      <LoadError
        className="container"
        what="Berita"
        message={error.message}
        onRetry={() => void mutate()}
        retrying={isValidating}
      />
    )
  }
  const post = data.data
  return (
    <article className="container prose post">
      <p className="post__meta">
        {post.category?.name}
        {post.publishedAt && <> · {date.format(new Date(post.publishedAt))}</>}
      </p>
      <h1>{post.title}</h1>
      {post.author && <p className="post__author">Oleh {post.author.name}</p>}
      {post.cover && <img className="post__cover" src={post.cover} alt="" width={800} height={450} />}
      {post.summary && <p className="lead">{post.summary}</p>}
      {post.content && <RichText html={post.content} />}
    </article>
  )
}
