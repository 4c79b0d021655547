import { usePageContext } from 'vike-react/usePageContext'
import { getPost, postKeys } from '../../../api/posts'
import { useApiResult } from '../../../api/hooks'
import { RichText } from '../../../components/RichText'
import { Spinner } from '../../../components/Spinner'
import { useSite } from '../../../shell/site'
import { newsParams } from './params'

const date = new Intl.DateTimeFormat('id-ID', { dateStyle: 'long', timeZone: 'Asia/Jakarta' })

export default function Page() {
  const { routeParams } = usePageContext()
  const { tenant } = useSite()
  const params = newsParams(routeParams.slug ?? '')
  const { data, error, mutate, isValidating } = useApiResult(
    postKeys.detail(tenant.key, params),
    (ctx, signal) => getPost(ctx, params, signal),
  )
  if (!data) {
    if (!error) return <Spinner label="Memuat berita…" />
    return (
      <div className="container alert alert--danger" role="alert">
        <p>Berita belum dapat dimuat: {error.message}</p>
        <button
          type="button"
          className="button button--small"
          onClick={() => mutate()}
          disabled={isValidating}
        >
          Coba lagi
        </button>
      </div>
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
