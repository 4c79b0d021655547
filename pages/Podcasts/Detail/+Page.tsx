export { PostDetailPage as default } from '../../_posts/PostDetailPage'
