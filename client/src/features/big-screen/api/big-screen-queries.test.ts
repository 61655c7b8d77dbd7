import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { envelope, installFakeBackend } from '@/testing/fake-backend';
import { HEADCOUNT_FORM_ID } from '../model/headcount';
import { bigScreenQueries } from './big-screen-queries';

describe('big screen queries', () => {
  it('A-BIG-16 the headcount panel reads post and quantity from result.records (not another list of the answer)', async () => {
    const api = installFakeBackend({
      [`GET /online/cgform/api/getData/${HEADCOUNT_FORM_ID}`]: () => ({
        data: envelope(200, {
          records: [{ id: 'a', post: '客服专员', quantity: 160 }],
          // A decoy: reading any list but records shows the wrong posts.
          rows: [{ id: 'z', post: '错误岗位', quantity: 1 }],
          total: 1,
        }),
      }),
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    expect(await client.fetchQuery(bigScreenQueries.headcount(2026, 11, '全网'))).toEqual([{ key: 'a', post: '客服专员', quantity: 160 }]);
    expect(api.calls('GET', `/online/cgform/api/getData/${HEADCOUNT_FORM_ID}`)).toHaveLength(1);
  });
});
