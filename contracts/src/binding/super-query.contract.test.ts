// The advanced query as the client encodes it (the API layer's encodeSuperQuery, serialised by the client's own
// axios instance) and as the mock reads it agree, rule by rule: each list answer equals what the rule means over
// every row, computed here independently.
import { describe, expect, it } from 'vitest';
import { http } from '@/api/http';
import { encodeSuperQuery, type MatchType, type SuperQueryParam } from '@/api/super-query';
import { mockPerFile, resultOf } from '../kit';

const mock = mockPerFile({ login: 'admin' });

interface Position {
  id: string;
  code: string;
  name: string;
  rank: string | null;
  createTime: string;
}

/** The address the client's HTTP layer would request for these list parameters. */
function clientUrl(params: Record<string, string | number | undefined>): string {
  return http.getUri({ url: '/sys/position/list', params });
}

async function listed(params: SuperQueryParam[], matchType: MatchType = 'and'): Promise<string[]> {
  const answer = await mock.get('sysPositionList', clientUrl({ ...encodeSuperQuery({ matchType, params }), pageSize: 1000, column: 'code', order: 'asc' }));
  expect(answer.body).toMatchObject({ success: true });
  return resultOf(answer).records.map((row) => row.code as string);
}

async function everyRow(): Promise<Position[]> {
  return resultOf(await mock.get('sysPositionList', '/v1/sys/position/list?pageSize=1000&column=code&order=asc')).records as unknown as Position[];
}

const blank = (value: unknown) => value === null || value === undefined || value === '';
const text = (value: unknown) => (blank(value) ? '' : String(value));

type Case = [name: string, param: SuperQueryParam, means: (row: Position) => boolean];

const CASES: Case[] = [
  ['eq', { field: 'name', rule: 'eq', val: '项目经理' }, (row) => row.name === '项目经理'],
  ['like', { field: 'name', rule: 'like', val: '客服' }, (row) => row.name.includes('客服')],
  ['right_like (starts with)', { field: 'name', rule: 'right_like', val: '高级' }, (row) => row.name.startsWith('高级')],
  ['left_like (ends with)', { field: 'name', rule: 'left_like', val: '专员' }, (row) => row.name.endsWith('专员')],
  ['in (comma-joined values)', { field: 'rank', rule: 'in', val: '1,2', type: 'list' }, (row) => ['1', '2'].includes(text(row.rank))],
  ['ne', { field: 'rank', rule: 'ne', val: '3' }, (row) => text(row.rank) !== '3'],
  ['gt', { field: 'rank', rule: 'gt', val: '3' }, (row) => !blank(row.rank) && text(row.rank) > '3'],
  ['ge', { field: 'rank', rule: 'ge', val: '3' }, (row) => !blank(row.rank) && text(row.rank) >= '3'],
  ['lt', { field: 'rank', rule: 'lt', val: '3' }, (row) => !blank(row.rank) && text(row.rank) < '3'],
  ['le', { field: 'rank', rule: 'le', val: '3' }, (row) => !blank(row.rank) && text(row.rank) <= '3'],
  ['empty', { field: 'rank', rule: 'empty', val: '' }, (row) => blank(row.rank)],
  ['datetime ge', { field: 'createTime', rule: 'ge', val: '2022-01-01 00:00:00', type: 'datetime' }, (row) => row.createTime >= '2022-01-01 00:00:00'],
  ['a value with URL-special characters', { field: 'name', rule: 'like', val: '50%+&=#' }, (row) => row.name.includes('50%+&=#')],
];

describe('superQueryParams: the client encodes what the mock reads', () => {
  it('seeds rows the rules can tell apart (one without rank, one with URL-special characters)', async () => {
    for (const [code, name, rank] of [
      ['no_rank', '未定职级岗', undefined],
      ['special_chars', '提成50%+&=#专员', '2'],
    ] as const) {
      const added = await mock.send('sysPositionAdd', 'POST', '/v1/sys/position/add', { code, name, ...(rank ? { rank } : {}) });
      expect(added.body).toMatchObject({ success: true });
    }
  });

  it.each(CASES)('rule %s', async (_name, param, means) => {
    const rows = await everyRow();
    const expected = rows.filter(means).map((row) => row.code);
    const got = await listed([param]);
    expect(got).toEqual(expected);
    // Every rule must narrow the list, else the case proves nothing.
    expect(got.length).toBeLessThan(rows.length);
    expect(got.length).toBeGreaterThan(0);
  });

  it('matchType and needs every condition, or any', async () => {
    const rows = await everyRow();
    const like: SuperQueryParam = { field: 'name', rule: 'like', val: '客服' };
    const rank: SuperQueryParam = { field: 'rank', rule: 'eq', val: '1' };
    const both = rows.filter((row) => row.name.includes('客服') && row.rank === '1').map((row) => row.code);
    const either = rows.filter((row) => row.name.includes('客服') || row.rank === '1').map((row) => row.code);
    expect(both.length).toBeLessThan(either.length);
    expect(await listed([like, rank], 'and')).toEqual(both);
    expect(await listed([like, rank], 'or')).toEqual(either);
  });

  it('sends nothing for an empty query, which lists every row', async () => {
    expect(encodeSuperQuery({ matchType: 'or', params: [] })).toEqual({});
    expect(await listed([])).toEqual((await everyRow()).map((row) => row.code));
  });
});
