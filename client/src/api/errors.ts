// The error catalogue of spec 000 §8 in one place: every text the shell shows for a failure, and the pure rules
// that turn a failed call into "what to show and what to do next". error-presenter.ts performs the decision.

export const ErrorText = {
  systemNotice: '系统提示',
  forbidden: '拒绝访问',
  notFound: '很抱歉，资源未找到!',
  timeout: '网络超时',
  unauthorized: '未授权，请重新登录',
  sessionExpiredTitle: '登录已过期',
  sessionExpiredContent: '很抱歉，登录已过期，请重新登录',
  sessionExpiredOk: '重新登录',
  sessionExpiredReloading: '登录已过期，正在重新登陆',
  permissionsNotArray: 'getPermissionList: permissions must be a non-null array !',
  dictRequestIgnored: 'request ignored: the dictionary watch has no parameters',
  noSearchResult: '没有查询到任何数据',
  searchPrompt: '请输入搜索内容',
  noDepartment: '您尚未设置部门信息!',
  cacheRefreshDone: '刷新缓存完成！',
  cacheRefreshFailed: '刷新缓存失败！',
  lastTabCannotClose: '这是最后一页，不能再关闭了啦',
  workbenchCannotClose: '工作台不能关闭!',
  downloadFailed: '文件下载失败',
  unknownArea: '未知区域！',
  reverseGeocodeFailed: '根据经纬度查询地址失败',
  invalidLocation: '所选位置无效，请重新选择！',
  unrecognisedTreeData: '返回数据类型不识别',
  subTableOpenFailed: '打开子表失败',
  themeUpdateFailed: 'Failed to update theme',
} as const;

/** The server's token-invalid text (decisions #9): both `Token失效，请重新登录` and `Token失效，请重新登录!` contain it. */
export const TOKEN_INVALID_MARK = 'Token失效';
/** Delay between logging out on HTTP 401 and reloading the page. */
export const UNAUTHORIZED_RELOAD_DELAY_MS = 1500;
/** A lazily loaded script chunk that takes longer than this is reported as a timeout. */
export const SCRIPT_CHUNK_TIMEOUT_MS = 120_000;
export const SUB_TABLE_OPEN_RETRIES = 3;

/** Body codes meaning success (some endpoints answer 0, others 200; jeecg-facts §1.1). */
export function isSuccessCode(code: number): boolean {
  return code === 0 || code === 200;
}

export type Feedback =
  | { kind: 'notification'; title: string; description: string }
  | { kind: 'session-expired-modal'; title: string; content: string; okText: string }
  | { kind: 'loading-message'; content: string }
  | { kind: 'warning-message'; content: string }
  | { kind: 'none' };

export type FollowUp =
  | { kind: 'none' }
  /** Log out, then reload the page after `delayMs`. */
  | { kind: 'logout-then-reload'; delayMs: number }
  /** Log out and reload once the user confirms the modal. */
  | { kind: 'logout-then-reload-on-confirm' };

export interface ErrorDecision {
  feedback: Feedback;
  followUp: FollowUp;
}

/** What is known about a failed call, independent of axios. */
export interface FailureFacts {
  /** HTTP status, absent when no response arrived. */
  status?: number;
  /** `message` of the response body (for blob responses, read from the blob's JSON text). */
  serverMessage?: string;
  /** The transport's own message, e.g. `timeout of 9000ms exceeded` or `Network Error`. */
  transportMessage?: string;
  timedOut: boolean;
  hasToken: boolean;
  inEnterpriseMessagingApp: boolean;
}

const noFollowUp: FollowUp = { kind: 'none' };

function notify(description: string): Feedback {
  return { kind: 'notification', title: ErrorText.systemNotice, description };
}

function sessionExpired(facts: FailureFacts): ErrorDecision {
  if (facts.inEnterpriseMessagingApp) {
    return {
      feedback: { kind: 'loading-message', content: ErrorText.sessionExpiredReloading },
      followUp: { kind: 'logout-then-reload', delayMs: 0 },
    };
  }
  return {
    feedback: {
      kind: 'session-expired-modal',
      title: ErrorText.sessionExpiredTitle,
      content: ErrorText.sessionExpiredContent,
      okText: ErrorText.sessionExpiredOk,
    },
    followUp: { kind: 'logout-then-reload-on-confirm' },
  };
}

export function classifyHttpFailure(facts: FailureFacts): ErrorDecision {
  const fallbackText = facts.serverMessage || facts.transportMessage || '';
  if (facts.status === undefined) {
    if (facts.timedOut || facts.transportMessage?.includes('timeout')) {
      return { feedback: notify(ErrorText.timeout), followUp: noFollowUp };
    }
    return { feedback: fallbackText ? notify(fallbackText) : { kind: 'none' }, followUp: noFollowUp };
  }
  switch (facts.status) {
    case 403:
      return { feedback: notify(ErrorText.forbidden), followUp: noFollowUp };
    case 404:
      return { feedback: notify(ErrorText.notFound), followUp: noFollowUp };
    case 504:
      return { feedback: notify(ErrorText.timeout), followUp: noFollowUp };
    case 401:
      return {
        feedback: notify(ErrorText.unauthorized),
        // Nothing to log out of without a token; reloading would only repeat the failure.
        followUp: facts.hasToken ? { kind: 'logout-then-reload', delayMs: UNAUTHORIZED_RELOAD_DELAY_MS } : noFollowUp,
      };
    case 500:
      if (facts.hasToken && facts.serverMessage?.includes(TOKEN_INVALID_MARK)) return sessionExpired(facts);
      return { feedback: fallbackText ? notify(fallbackText) : { kind: 'none' }, followUp: noFollowUp };
    default:
      return { feedback: fallbackText ? notify(fallbackText) : { kind: 'none' }, followUp: noFollowUp };
  }
}

/** A 200 answer whose body code is neither 0 nor 200: its message as an error notification; the call rejects. */
export function classifyBusinessFailure(body: { code: number; message?: string }): ErrorDecision {
  return { feedback: notify(body.message || String(body.code)), followUp: noFollowUp };
}

export function emptyDownloadDecision(): ErrorDecision {
  return { feedback: { kind: 'warning-message', content: ErrorText.downloadFailed }, followUp: noFollowUp };
}

/** The call answered HTTP 200 but the body reports a failure; carries the whole envelope. */
export class BusinessError extends Error {
  override readonly name = 'BusinessError';
  constructor(readonly body: { success?: boolean; code: number; message: string; result?: unknown }) {
    super(body.message || `code ${body.code}`);
  }
}

export type ChunkFailureType = 'timeout' | 'missing';

/** A lazily loaded script chunk failed; the message follows the bundler convention `Loading chunk {name} failed`. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(
    readonly chunkName: string,
    readonly type: ChunkFailureType,
    readonly request = '',
  ) {
    super(`Loading chunk ${chunkName} failed.\n(${type}: ${request})`);
  }
}

export class CssChunkLoadError extends Error {
  override readonly name = 'CssChunkLoadError';
  readonly code = 'CSS_CHUNK_LOAD_FAILED';
  constructor(
    readonly chunkName: string,
    readonly request = '',
  ) {
    super(`Loading CSS chunk ${chunkName} failed.\n(${request})`);
  }
}

/** A menu names a view that the page registry does not have. */
export class ModuleNotFoundError extends Error {
  override readonly name = 'ModuleNotFoundError';
  readonly code = 'MODULE_NOT_FOUND';
  constructor(readonly moduleName: string) {
    super(`Cannot find module '${moduleName}'`);
  }
}

/** The permission answer had no menu array (000 §8). */
export class PermissionsNotArrayError extends Error {
  override readonly name = 'PermissionsNotArrayError';
  constructor() {
    super(ErrorText.permissionsNotArray);
  }
}
