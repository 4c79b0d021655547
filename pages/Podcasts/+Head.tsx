export { PostHead as default } from '../../features/posts/PostHead'
