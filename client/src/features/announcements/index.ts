// What the shell may use from this feature besides its registered pages: the header bell.
export { HeaderNotice, MY_ANNOUNCEMENTS_PATH } from './components/header-notice';
export type { NoticeComponentRenderer } from './components/notice-component-dialog';
