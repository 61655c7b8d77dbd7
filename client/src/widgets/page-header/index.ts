export { PageHeaderLayout, type PageHeaderLayoutProps, type PageHeaderLink, type PageHeaderTab } from './page-header-layout';
