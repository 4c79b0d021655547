export { ArticleListPage as default } from './ArticleListPage'
