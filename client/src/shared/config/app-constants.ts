/** Shown in the page title, the login page and the side menu logo. */
export const SYSTEM_NAME = '人员外包业务管理系统';

/** The workbench: default home, logo link, first breadcrumb. */
export const HOME_PATH = '/dashboard/analysis';

export const LOGIN_PATH = '/user/login';
