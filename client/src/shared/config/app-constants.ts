/** Shown in the page title, the login page and the side menu logo. */
export const SYSTEM_NAME = '人员外包业务管理系统';

/** The workbench: default home, logo link, first breadcrumb. */
export const HOME_PATH = '/dashboard/analysis';

export const LOGIN_PATH = '/user/login';

/** Where the OAuth2 login (企业微信 / 钉钉) lands, and where a signed-out visit of the caller page is sent. */
export const OAUTH2_LOGIN_PATH = '/oauth2-app/login';

/** The interviewers' slim page, opened from an enterprise messaging app. */
export const CANDIDATE_CALLER_PATH = '/rpm/candidate-caller';
