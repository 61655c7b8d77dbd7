import type { MockApp } from '@mis/mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schema } from './document';
import { call, loginAs, startMock } from './harness';

let app: MockApp;
let token: string;
beforeAll(async () => {
  app = await startMock();
  token = await loginAs(app, 'jeecg');
});
afterAll(() => app.close());

describe('globalSummary', () => {
  it('A-DASH-02 answers group0..group5 holding value_0..value_17 with code 200', async () => {
    const answer = await call(app, 'misDashboardGlobalSummary', { url: '/v1/mis/dashboard/globalSummary?_t=1700000000', token });
    expect(answer.body).toMatchObject({ success: true, code: 200 });
    const result = answer.body.result as Record<string, Record<string, number>>;
    const keys = Object.values(result).flatMap((group) => Object.keys(group));
    expect(keys.sort()).toEqual(Array.from({ length: 18 }, (_, i) => `value_${i}`).sort());
  });

  it('the figures are computed from the store: revenue is the sum of the project rows', async () => {
    const answer = await call(app, 'misDashboardGlobalSummary', { url: '/v1/mis/dashboard/globalSummary', token });
    const result = answer.body.result as Schema<'GlobalSummary'>;
    const revenue = app.store.data.projects.reduce((total, project) => total + project.amount, 0);
    expect(result.group0.value_1).toBeCloseTo(revenue, 1);
    expect(result.group2.value_9).toBe(result.group2.value_7 + result.group2.value_8);
    expect(result.group5.value_17).toBe(new Date().getUTCMonth() + 1);
  });

  it('the figures are the same on every call (deterministic seed)', async () => {
    const first = await call(app, 'misDashboardGlobalSummary', { url: '/v1/mis/dashboard/globalSummary', token });
    const again = await startMock();
    try {
      const second = await call(again, 'misDashboardGlobalSummary', { url: '/v1/mis/dashboard/globalSummary', token: await loginAs(again, 'admin') });
      expect(second.body.result).toEqual(first.body.result);
    } finally {
      await again.close();
    }
  });

  it('a non-integer _t answers 400 naming the parameter', async () => {
    const answer = await call(app, 'misDashboardGlobalSummary', { url: '/v1/mis/dashboard/globalSummary?_t=soon', token });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('参数错误：query._t 类型应为 integer');
  });
});
