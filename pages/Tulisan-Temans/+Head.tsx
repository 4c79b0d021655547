export { PostHead as default } from '../_posts/PostHead'
