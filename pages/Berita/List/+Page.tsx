export { PostListPage as default } from '../../_posts/PostListPage'
