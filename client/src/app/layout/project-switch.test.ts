import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUiFeedback, type UiFeedback } from '@/api/ui-feedback';
import { pageReload } from '@/shared/lib/page-reload';
import { envelope, installFakeBackend } from '@/testing/fake-backend';
import { switchProject } from './project-switch';

beforeEach(() => {
  vi.useFakeTimers();
  setUiFeedback({ notification: { error: vi.fn() } } as unknown as UiFeedback);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  setUiFeedback(null);
});

describe('project switch', () => {
  it('A-PROJ-03 A-PROJ-04 calls GET /sys/setprojectlist with projectId, then reloads after 200 ms', async () => {
    const reload = vi.spyOn(pageReload, 'now').mockImplementation(() => {});
    const api = installFakeBackend({ 'GET /sys/setprojectlist': () => ({ data: envelope(200, null, '切换项目成功') }) });
    await switchProject('p-42');
    expect(api.calls('GET', '/sys/setprojectlist')[0]?.params).toMatchObject({ projectId: 'p-42' });
    expect(JSON.parse(window.localStorage.getItem('pro__PROJECT_ID') ?? 'null')?.value).toBe('p-42');
    await vi.advanceTimersByTimeAsync(199);
    expect(reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a refused switch does not reload', async () => {
    const reload = vi.spyOn(pageReload, 'now').mockImplementation(() => {});
    installFakeBackend({ 'GET /sys/setprojectlist': () => ({ data: envelope(500, null, '项目不存在') }) });
    await expect(switchProject('nope')).rejects.toThrow('项目不存在');
    await vi.advanceTimersByTimeAsync(1000);
    expect(reload).not.toHaveBeenCalled();
  });
});
