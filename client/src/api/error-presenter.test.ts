import { describe, expect, it, vi } from 'vitest';
import { presentErrorDecision, type PresenterDeps } from './error-presenter';
import { classifyHttpFailure, type FailureFacts } from './errors';
import type { UiFeedback } from './ui-feedback';

const facts: FailureFacts = { timedOut: false, hasToken: true, inEnterpriseMessagingApp: false };

function fakeDeps() {
  const scheduled: { delayMs: number; run: () => void }[] = [];
  const modalError = vi.fn();
  const deps = {
    feedback: {
      message: { loading: vi.fn(), warning: vi.fn(), error: vi.fn(), success: vi.fn() },
      notification: { error: vi.fn() },
      modal: { error: modalError, confirm: vi.fn() },
    } as unknown as UiFeedback,
    logout: vi.fn(async () => {}),
    reload: vi.fn(),
    schedule: vi.fn((run: () => void, delayMs: number) => scheduled.push({ run, delayMs })),
  } satisfies PresenterDeps;
  return { deps, scheduled, modalError };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('presentErrorDecision', () => {
  it('A-ERR-05 A-ERR-06 A-ERR-07 on 401 notifies, logs out, then reloads 1500 ms later', async () => {
    const { deps, scheduled } = fakeDeps();
    presentErrorDecision(classifyHttpFailure({ ...facts, status: 401 }), deps);
    expect(deps.feedback.notification.error).toHaveBeenCalledWith(
      expect.objectContaining({ title: '系统提示', description: '未授权，请重新登录' }),
    );
    await flush();
    expect(deps.logout).toHaveBeenCalledTimes(1);
    expect(scheduled.map((entry) => entry.delayMs)).toEqual([1500]);
    expect(deps.reload).not.toHaveBeenCalled();
    scheduled[0]?.run();
    expect(deps.reload).toHaveBeenCalledTimes(1);
  });

  it('A-ERR-10 the expired modal logs out and reloads only when 重新登录 is pressed', async () => {
    const { deps, modalError } = fakeDeps();
    presentErrorDecision(classifyHttpFailure({ ...facts, status: 500, serverMessage: 'Token失效，请重新登录' }), deps);
    expect(deps.logout).not.toHaveBeenCalled();
    const options = modalError.mock.calls[0]?.[0] as { okText: string; onOk: () => void };
    expect(options.okText).toBe('重新登录');
    options.onOk();
    await flush();
    expect(deps.logout).toHaveBeenCalledTimes(1);
    expect(deps.reload).toHaveBeenCalledTimes(1);
  });

  it('A-ERR-11 in an enterprise messaging app shows the loading message and reloads after logout', async () => {
    const { deps } = fakeDeps();
    presentErrorDecision(
      classifyHttpFailure({ ...facts, status: 500, serverMessage: 'Token失效', inEnterpriseMessagingApp: true }),
      deps,
    );
    expect(deps.feedback.message.loading).toHaveBeenCalledWith('登录已过期，正在重新登陆', 0);
    await flush();
    expect(deps.reload).toHaveBeenCalledTimes(1);
  });

  it('still reloads when the server logout fails', async () => {
    const { deps, scheduled } = fakeDeps();
    deps.logout.mockRejectedValueOnce(new Error('offline'));
    presentErrorDecision(classifyHttpFailure({ ...facts, status: 401 }), deps);
    await flush();
    expect(scheduled).toHaveLength(1);
  });
});
