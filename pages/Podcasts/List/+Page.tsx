export { PostListPage as default } from '../../../features/posts/PostListPage'
