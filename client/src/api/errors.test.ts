import { describe, expect, it } from 'vitest';
import {
  BusinessError,
  ChunkLoadError,
  CssChunkLoadError,
  ErrorText,
  ModuleNotFoundError,
  PermissionsNotArrayError,
  SCRIPT_CHUNK_TIMEOUT_MS,
  classifyBusinessFailure,
  classifyHttpFailure,
  emptyDownloadDecision,
  isSuccessCode,
  type FailureFacts,
} from './errors';

const base: FailureFacts = { timedOut: false, hasToken: true, inEnterpriseMessagingApp: false };
const notice = (description: string) => ({ kind: 'notification', title: '系统提示', description });

describe('classifyHttpFailure: one row per catalogue line of spec 000 §8', () => {
  it('A-ERR-01 HTTP 403 → notification 系统提示 / 拒绝访问', () => {
    expect(classifyHttpFailure({ ...base, status: 403, serverMessage: 'x' })).toEqual({
      feedback: notice('拒绝访问'),
      followUp: { kind: 'none' },
    });
  });

  it('A-ERR-02 HTTP 404 → 很抱歉，资源未找到!', () => {
    expect(classifyHttpFailure({ ...base, status: 404 }).feedback).toEqual(notice('很抱歉，资源未找到!'));
  });

  it('A-ERR-03 HTTP 504 → 网络超时', () => {
    expect(classifyHttpFailure({ ...base, status: 504 }).feedback).toEqual(notice('网络超时'));
  });

  it('A-ERR-04 a timeout without a response → 网络超时', () => {
    expect(classifyHttpFailure({ ...base, timedOut: true, transportMessage: 'timeout of 9000ms exceeded' }).feedback).toEqual(
      notice('网络超时'),
    );
    expect(classifyHttpFailure({ ...base, transportMessage: 'timeout of 1ms exceeded' }).feedback).toEqual(notice('网络超时'));
  });

  it('A-ERR-05 A-ERR-06 A-ERR-07 HTTP 401 → 未授权，请重新登录, then logout and reload after 1.5 s', () => {
    expect(classifyHttpFailure({ ...base, status: 401, serverMessage: 'Token失效，请重新登录!' })).toEqual({
      feedback: notice('未授权，请重新登录'),
      followUp: { kind: 'logout-then-reload', delayMs: 1500 },
    });
  });

  it('HTTP 401 without a stored token shows the text but has nothing to log out of', () => {
    expect(classifyHttpFailure({ ...base, status: 401, hasToken: false }).followUp).toEqual({ kind: 'none' });
  });

  it('A-ERR-08 A-ERR-09 HTTP 500 with Token失效 while a token exists → modal 登录已过期 with 重新登录', () => {
    expect(classifyHttpFailure({ ...base, status: 500, serverMessage: 'Token失效，请重新登录' })).toEqual({
      feedback: {
        kind: 'session-expired-modal',
        title: '登录已过期',
        content: '很抱歉，登录已过期，请重新登录',
        okText: '重新登录',
      },
      followUp: { kind: 'logout-then-reload-on-confirm' },
    });
  });

  it('A-ERR-11 inside WeCom / DingTalk → loading message 登录已过期，正在重新登陆 instead of the modal', () => {
    const decision = classifyHttpFailure({
      ...base,
      status: 500,
      serverMessage: 'Token失效，请重新登录!',
      inEnterpriseMessagingApp: true,
    });
    expect(decision.feedback).toEqual({ kind: 'loading-message', content: '登录已过期，正在重新登陆' });
    expect(decision.followUp).toEqual({ kind: 'logout-then-reload', delayMs: 0 });
  });

  it('HTTP 500 with Token失效 but no stored token is an ordinary server message', () => {
    expect(classifyHttpFailure({ ...base, hasToken: false, status: 500, serverMessage: 'Token失效' }).feedback).toEqual(
      notice('Token失效'),
    );
  });

  it('A-ERR-13 other statuses → the server message', () => {
    expect(classifyHttpFailure({ ...base, status: 502, serverMessage: '网关错误' }).feedback).toEqual(notice('网关错误'));
    expect(classifyHttpFailure({ ...base, status: 500, serverMessage: '操作失败，null' }).feedback).toEqual(
      notice('操作失败，null'),
    );
    expect(
      classifyHttpFailure({ ...base, status: 418, transportMessage: 'Request failed with status code 418' }).feedback,
    ).toEqual(notice('Request failed with status code 418'));
  });

  it('a network failure without a response shows the transport message', () => {
    expect(classifyHttpFailure({ ...base, transportMessage: 'Network Error' }).feedback).toEqual(notice('Network Error'));
  });
});

describe('business failures (HTTP 200, body code other than 0/200)', () => {
  it('A-ERR-14 shows the message as an error notification', () => {
    expect(classifyBusinessFailure({ code: 500, message: '用户名或密码错误' })).toEqual({
      feedback: notice('用户名或密码错误'),
      followUp: { kind: 'none' },
    });
  });

  it('treats 0 and 200 as success, everything else as failure', () => {
    expect([0, 200].every(isSuccessCode)).toBe(true);
    expect([201, 401, 412, 500, 510].some(isSuccessCode)).toBe(false);
  });

  it('A-ERR-15 the rejection carries the whole body', () => {
    const body = { success: false, code: 412, message: '验证码错误', result: null };
    const error = new BusinessError(body);
    expect(error.body).toBe(body);
    expect(error.message).toBe('验证码错误');
  });
});

describe('catalogue constants', () => {
  it('A-PERM-03 a permission answer with no menu rejects: permissions must be a non-null array', () => {
    expect(new PermissionsNotArrayError().message).toContain('permissions must be a non-null array');
  });

  it('keeps the fixed texts of §8 verbatim', () => {
    expect(ErrorText).toMatchObject({
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
    });
  });

  it('an empty download warns 文件下载失败', () => {
    expect(emptyDownloadDecision().feedback).toEqual({ kind: 'warning-message', content: '文件下载失败' });
  });

  it('A-ERR-18 A-ERR-19 chunk load failures say Loading chunk {name} failed with type timeout or missing', () => {
    const timeout = new ChunkLoadError('dashboard', 'timeout', '/assets/dashboard.js');
    expect(timeout.message).toMatch(/^Loading chunk dashboard failed/);
    expect(timeout.type).toBe('timeout');
    expect(new ChunkLoadError('x', 'missing').message).toContain('(missing: ');
  });

  it('A-ERR-20 a style chunk failure has the code CSS_CHUNK_LOAD_FAILED', () => {
    expect(new CssChunkLoadError('dashboard').code).toBe('CSS_CHUNK_LOAD_FAILED');
  });

  it('A-ERR-21 the script chunk load timeout is 120000 ms', () => {
    expect(SCRIPT_CHUNK_TIMEOUT_MS).toBe(120000);
  });

  it("A-ERR-22 a view not in the catalogue is Cannot find module '<name>' with code MODULE_NOT_FOUND", () => {
    const error = new ModuleNotFoundError('system/UserList');
    expect(error.message).toBe("Cannot find module 'system/UserList'");
    expect(error.code).toBe('MODULE_NOT_FOUND');
  });
});
