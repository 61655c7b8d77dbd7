import { describe, expect, it } from 'vitest';
import { envelope, installFakeBackend } from '@/testing/fake-backend';
import { employeeLookup } from './employee-lookup';

const ROW = { id: 'e1', name: '张三', workNo: '10023', departId_dictText: '研发部' };

describe('employeeLookup', () => {
  it('digits search the work number, other text the name, both among the statuses asked for', async () => {
    const api = installFakeBackend({ 'GET /hrm/employee/list': () => ({ data: envelope(200, { records: [ROW], total: 1 }) }) });
    await expect(employeeLookup('1,2')(' 1002 ', 10)).resolves.toEqual([{ value: 'e1', text: '张三（10023）研发部' }]);
    await employeeLookup('1')('张', 20);
    const [byNumber, byName] = api.calls('get', '/hrm/employee/list').map((request) => request.params as Record<string, unknown>);
    expect(byNumber).toMatchObject({ workNo: '*1002*', status: '1,2', pageNo: 1, pageSize: 10 });
    expect(byNumber).not.toHaveProperty('name');
    expect(byName).toMatchObject({ name: '*张*', status: '1', pageSize: 20 });
    expect(byName).not.toHaveProperty('workNo');
  });

  it('asks nothing for an empty keyword', async () => {
    const api = installFakeBackend({});
    await expect(employeeLookup('1,2')('  ', 10)).resolves.toEqual([]);
    expect(api.requests).toHaveLength(0);
  });
});
