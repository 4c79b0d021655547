export { PostDetailPage as default } from '../../../features/posts/PostDetailPage'
