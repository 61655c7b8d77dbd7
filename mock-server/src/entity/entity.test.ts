// The entity kit on its own: list semantics, audit stamping and the deleted flag, over real store tables.
import { describe, expect, it } from 'vitest';
import type { EntityFields } from '../query/field-types.js';
import { Store } from '../store/store.js';
import { defineEntity, defineNested, defineTable } from './entity.js';
import type { DictItemRecord } from '../store/records/dictionaries.js';
import type { SmsCodeRecord } from '../store/records/login-methods.js';

const CREATED_AT = Date.UTC(2026, 0, 15, 2, 0, 0);
const UPDATED_AT = Date.UTC(2026, 0, 16, 3, 4, 5);
const admin = { username: 'admin' };
const newStore = () => new Store({ tokenTtlMs: 60_000, now: () => CREATED_AT });

const POSITION_FIELDS = {
  id: { type: 'string' },
  code: { type: 'string' },
  name: { type: 'string' },
  rank: { type: 'string', dict: 'position_rank' },
  createTime: { type: 'datetime' },
} satisfies EntityFields;

/** A table without del_flag: deletes are for good. */
const positions = defineEntity({ table: (data) => data.positions, fields: POSITION_FIELDS, list: { defaultSort: { column: 'code', order: 'asc' }, code: 0 } });

/** A table whose del_flag is numeric. */
const dicts = defineEntity({ table: (data) => data.dicts, fields: { id: { type: 'string' }, dictCode: { type: 'string' } } satisfies EntityFields, deletedFlag: 1 });

/** A table whose del_flag is text ('0' / '1'). */
const announcements = defineEntity({ table: (data) => data.announcements, fields: { id: { type: 'string' }, titile: { type: 'string' } } satisfies EntityFields, deletedFlag: '1' });

const pageOf = (store: Store, query: Record<string, unknown>) => {
  const answer = positions.page(store, query);
  if (!answer.result) throw new Error(answer.message);
  return answer;
};

describe('the entity kit: lists', () => {
  it('pages with JeecgBoot query semantics: wildcard filters, the default sort, paging, the success code and _dictText', () => {
    const store = newStore();
    const all = positions.all(store);
    expect(all.length).toBeGreaterThan(3);
    const answer = pageOf(store, { pageNo: 1, pageSize: 2 });
    expect(answer.code).toBe(0);
    expect(answer.result?.total).toBe(all.length);
    const sortedCodes = all.map((p) => p.code).sort();
    expect(answer.result?.records.map((p) => p.code)).toEqual(sortedCodes.slice(0, 2));
    const first = all[0]!;
    expect(answer.result?.records[0]).toHaveProperty('rank_dictText');

    const byName = pageOf(store, { name: `*${first.name.slice(1)}*` });
    expect(byName.result?.records.map((p) => p.id)).toContain(first.id);
    expect(byName.result?.records.every((p) => p.name.includes(first.name.slice(1)))).toBe(true);
    const exact = pageOf(store, { code: first.code });
    expect(exact.result?.records.map((p) => p.id)).toEqual([first.id]);
  });

  it('a query the semantics refuse answers a failure rather than throwing', () => {
    const answer = positions.page(newStore(), { column: 'nope', order: 'desc' });
    expect(answer).toMatchObject({ success: false, message: '请注意，将要排序的列字段不存在：nope' });
  });

  it('lists and gets only the rows not soft-deleted; the recycle bin holds the rest', () => {
    const store = newStore();
    const [kept, gone] = dicts.live(store);
    dicts.softDelete(store, [gone!.id], admin, UPDATED_AT);
    expect(dicts.live(store).map((d) => d.id)).not.toContain(gone!.id);
    expect(dicts.recycled(store).map((d) => d.id)).toEqual([gone!.id]);
    expect(dicts.all(store).map((d) => d.id)).toContain(gone!.id);
    expect(dicts.get(store, gone!.id)).toBeUndefined();
    expect(dicts.get(store, kept!.id)).toBe(kept);
    expect(dicts.get(store, undefined)).toBeUndefined();
  });
});

describe('the entity kit: writes', () => {
  it('insert adds the row first with a new id, createBy and createTime, and no update stamp', () => {
    const store = newStore();
    const before = positions.all(store).length;
    const row = positions.insert(store, { code: 'zz-new', name: '新职务', rank: '1', companyId: null, sysOrgCode: 'A01' }, admin, CREATED_AT);
    expect(positions.all(store)).toHaveLength(before + 1);
    expect(positions.all(store)[0]).toBe(row);
    expect(row.id).toMatch(/^[0-9a-f]{32}$/);
    expect(row).toMatchObject({ code: 'zz-new', createBy: 'admin', createTime: '2026-01-15 10:00:00', updateBy: null, updateTime: null });
    expect(positions.insert(store, { code: 'zz-2', name: '二', rank: '1', companyId: null, sysOrgCode: null }, null, CREATED_AT).createBy).toBeNull();
  });

  it('a table that keeps new rows last gets them appended', () => {
    const store = newStore();
    const appending = defineEntity({ table: (data) => data.positions, fields: POSITION_FIELDS, newRows: 'last' });
    const row = appending.insert(store, { code: 'zz-last', name: '末', rank: '1', companyId: null, sysOrgCode: null }, admin, CREATED_AT);
    expect(appending.all(store).at(-1)).toBe(row);
    expect(row).toMatchObject({ createBy: 'admin', createTime: '2026-01-15 10:00:00' });
  });

  it('update applies the patch and stamps updateBy and updateTime, leaving the creation stamp', () => {
    const store = newStore();
    const row = positions.all(store)[0]!;
    const { createBy, createTime } = row;
    positions.update(row, { name: '改名' }, admin, UPDATED_AT);
    expect(row).toMatchObject({ name: '改名', createBy, createTime, updateBy: 'admin', updateTime: '2026-01-16 11:04:05' });
  });

  it.each([
    ['numeric', dicts, 1, 0],
    ['text', announcements, '1', '0'],
  ] as const)('soft delete (%s del_flag) flags live rows only and stamps the update; recover clears the flag', (_kind, entity, deleted, restored) => {
    const store = newStore();
    const [row, other] = entity.live(store) as Array<{ id: string; delFlag: unknown; updateBy: unknown; updateTime: unknown }>;
    expect(entity.softDelete(store, [row!.id, 'no-such-id'], admin, UPDATED_AT).map((r) => r.id)).toEqual([row!.id]);
    expect(row).toMatchObject({ delFlag: deleted, updateBy: 'admin', updateTime: '2026-01-16 11:04:05' });
    expect(other!.delFlag).not.toBe(deleted);
    expect(entity.softDelete(store, [row!.id], admin, UPDATED_AT)).toEqual([]);

    expect(entity.recover(store, [row!.id, other!.id], { username: 'jeecg' }, UPDATED_AT + 1000).map((r) => r.id)).toEqual([row!.id]);
    expect(row).toMatchObject({ delFlag: restored, updateBy: 'jeecg', updateTime: '2026-01-16 11:04:06' });
    expect(entity.live(store)).toContain(row);
  });

  it('remove deletes for good, recycled or not, and answers how many went', () => {
    const store = newStore();
    const [a, b] = dicts.live(store);
    dicts.softDelete(store, [b!.id], admin, UPDATED_AT);
    const before = dicts.all(store).length;
    expect(dicts.remove(store, [a!.id, b!.id, 'no-such-id'])).toBe(2);
    expect(dicts.all(store)).toHaveLength(before - 2);
    expect(dicts.recycled(store)).toEqual([]);
  });

  it('removeWhere deletes for good the rows a rule picks, deleted or live, in place, and answers how many went', () => {
    const store = newStore();
    const rows = dicts.all(store);
    const [a, b] = dicts.live(store);
    dicts.softDelete(store, [b!.id], admin, UPDATED_AT);
    const before = rows.length;
    expect(dicts.removeWhere(store, (d) => d.id === a!.id || d.id === b!.id)).toBe(2);
    expect(dicts.all(store)).toBe(rows);
    expect(rows).toHaveLength(before - 2);
    expect(rows.some((d) => d.id === a!.id || d.id === b!.id)).toBe(false);
    expect(dicts.removeWhere(store, () => false)).toBe(0);
  });

  it('a table without del_flag lists every row and has nothing recycled', () => {
    const store = newStore();
    expect(positions.live(store)).toEqual(positions.all(store));
    expect(positions.recycled(store)).toEqual([]);
  });

  it('a table keeping only the creation stamp gets createBy and createTime on insert, and no update stamp ever', () => {
    const store = newStore();
    const links = defineEntity({ table: (data) => data.authDepartRelations, fields: { id: { type: 'string' } } satisfies EntityFields, audit: 'creation' });
    const row = links.insert(store, { userId: 'u1', departId: 'd1' }, admin, CREATED_AT);
    expect(links.all(store)[0]).toBe(row);
    expect(row).toEqual({ id: row.id, userId: 'u1', departId: 'd1', createBy: 'admin', createTime: '2026-01-15 10:00:00' });
    links.update(row, { departId: 'd2' }, admin, UPDATED_AT);
    expect(row).toEqual({ id: row.id, userId: 'u1', departId: 'd2', createBy: 'admin', createTime: '2026-01-15 10:00:00' });
  });

  it('isRecycled tells a soft-deleted row from a live one', () => {
    const store = newStore();
    const [row, other] = dicts.live(store);
    dicts.softDelete(store, [row!.id], admin, UPDATED_AT);
    expect(dicts.isRecycled(row!)).toBe(true);
    expect(dicts.isRecycled(other!)).toBe(false);
  });

  it('restore puts a saved copy back: saved rows live as saved, other live rows recycled, rows deleted since appended', () => {
    const store = newStore();
    const [kept, edited, added, gone, binned] = dicts.live(store);
    dicts.softDelete(store, [binned!.id], admin, CREATED_AT);
    const saved = structuredClone([kept!, edited!, gone!]);
    dicts.update(edited!, { dictName: '改过' }, admin, CREATED_AT);
    dicts.remove(store, [gone!.id]);
    const recycledBefore = dicts.recycled(store).find((d) => d.id === binned!.id)!;
    const stampBefore = recycledBefore.updateTime;
    const liveBefore = dicts.live(store).map((d) => d.id);

    dicts.restore(store, saved, { username: 'jeecg' }, UPDATED_AT);

    const stamped = { delFlag: 0, updateBy: 'jeecg', updateTime: '2026-01-16 11:04:05' };
    expect(dicts.get(store, edited!.id)).toMatchObject({ ...stamped, dictName: saved[1]!.dictName, createTime: saved[1]!.createTime });
    expect(dicts.get(store, kept!.id)).toMatchObject(stamped);
    expect(dicts.all(store).at(-1)).toMatchObject({ ...stamped, id: gone!.id, dictCode: gone!.dictCode });
    expect(dicts.all(store).findIndex((d) => d.id === edited!.id)).toBe(liveBefore.indexOf(edited!.id));
    expect(dicts.live(store).map((d) => d.id).sort()).toEqual([kept!.id, edited!.id, gone!.id].sort());
    expect(dicts.recycled(store).find((d) => d.id === added!.id)).toMatchObject({ delFlag: 1, updateBy: 'jeecg', updateTime: '2026-01-16 11:04:05' });
    expect(dicts.recycled(store).find((d) => d.id === binned!.id)?.updateTime).toBe(stampBefore);
  });
});

describe('the entity kit: rows inside a parent row', () => {
  it('defineNested inserts into the parent\'s array with the audit stamp and stamps updates', () => {
    const store = newStore();
    const items = defineNested<DictItemRecord>({ newRows: 'last' });
    const dict = dicts.live(store)[0]!;
    const before = dict.items.length;
    const item = items.insertInto(dict.items, { itemText: '新', itemValue: 'n', description: null, sortOrder: 9, status: 1 }, admin, CREATED_AT);
    expect(dict.items).toHaveLength(before + 1);
    expect(dict.items.at(-1)).toBe(item);
    expect(item).toMatchObject({ itemValue: 'n', createBy: 'admin', createTime: '2026-01-15 10:00:00', updateBy: null, updateTime: null });
    items.update(item, { itemText: '改' }, admin, UPDATED_AT);
    expect(item).toMatchObject({ itemText: '改', createTime: '2026-01-15 10:00:00', updateBy: 'admin', updateTime: '2026-01-16 11:04:05' });
    const first = defineNested<DictItemRecord>().insertInto(dict.items, { itemText: '首', itemValue: 'f', description: null, sortOrder: 0, status: 1 }, null, CREATED_AT);
    expect(dict.items[0]).toBe(first);
    expect(first.createBy).toBeNull();
  });
});

describe('the entity kit: plain tables', () => {
  it('defineTable reads the rows, appends a row as given (no id, no stamp) and removes the rows a rule picks', () => {
    const store = newStore();
    const codes = defineTable<SmsCodeRecord>((data) => data.smsCodes);
    expect(codes.all(store)).toBe(store.snapshot().smsCodes);
    const sent = { mobile: '13800000000', code: '1234', smsmode: '1' as const, expiresAt: CREATED_AT };
    expect(codes.add(store, sent)).toBe(sent);
    codes.add(store, { ...sent, mobile: '13900000000' });
    expect(codes.all(store).at(-2)).toEqual({ mobile: '13800000000', code: '1234', smsmode: '1', expiresAt: CREATED_AT });
    expect(codes.removeWhere(store, (row) => row.mobile === '13800000000')).toBe(1);
    expect(codes.all(store).map((row) => row.mobile)).toEqual(['13900000000']);
  });
});
