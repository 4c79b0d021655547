export { ArticleListPage as default } from '../../../features/posts/articles/ArticleListPage'
