import { afterAll, describe, expect, it } from 'vitest';
import { Store } from '../store/store.js';
import { SqlRefused } from './select-guard.js';
import { SqlEngine } from './sql-engine.js';
import { mockTable } from './mock-tables.js';
import { engineOf, runReportSql, useEngine } from './report-sql.js';

const newStore = () => new Store({ tokenTtlMs: 3_600_000, now: () => Date.UTC(2026, 10, 29, 8) });
const engines: SqlEngine[] = [];
afterAll(() => engines.forEach((engine) => engine.close()));

describe('the SQL engine', () => {
  const store = newStore();
  afterAll(() => engineOf(store).close());

  it('reads the mock tables with upstream column names, loading only the tables a query names', async () => {
    const result = await runReportSql(store, "select username, realname, work_no from sys_user where username = 'admin'");
    expect(result.records).toEqual([{ username: 'admin', realname: store.data.users[0]?.realname, work_no: store.data.users[0]?.workNo }]);
    expect([...engineOf(store).loadedTables().keys()]).toEqual(['sys_user']);
  });

  it('never copies credentials', async () => {
    await expect(runReportSql(store, 'select password from sys_user')).rejects.toThrow('no such column: password');
  });

  it('binds ${name} parameters: a value is data, never SQL', async () => {
    const hostile = "admin' or '1'='1";
    const bound = await runReportSql(store, "select username from sys_user where username = '${name}'", { values: { name: hostile } });
    expect(bound.records).toEqual([]);
    const plain = await runReportSql(store, "select username from sys_user where username = '${name}'", { values: { name: 'admin' } });
    expect(plain.records).toEqual([{ username: 'admin' }]);
    expect(plain.params).toEqual(['name']);
    const like = await runReportSql(store, "select count(*) as n from sys_user where username like '%${part}%'", { values: { part: 'dmi' } });
    expect(like.records).toEqual([{ n: 1 }]);
  });

  it('reads an online form table by its tableName', async () => {
    const form = store.data.onlineForms[0];
    if (!form) throw new Error('no seeded online form');
    const result = await runReportSql(store, `select count(*) as n from ${form.tableName}`);
    expect(result.records).toEqual([{ n: form.rows.length }]);
  });

  it('keeps a loaded table until the store changes it, then reloads it', async () => {
    const first = mockTable(store, 'sys_role');
    await runReportSql(store, 'select count(*) as n from sys_role');
    expect(engineOf(store).loadedTables().get('sys_role')).toBe(first?.fingerprint);
    // A write elsewhere leaves the copy as it is.
    store.changed();
    expect(mockTable(store, 'sys_role')?.fingerprint).toBe(first?.fingerprint);
    const role = store.data.roles[0];
    if (!role) throw new Error('no role');
    role.roleName = '改过的角色';
    store.changed();
    const after = await runReportSql(store, "select count(*) as n from sys_role where role_name = '改过的角色'");
    expect(after.records).toEqual([{ n: 1 }]);
    expect(engineOf(store).loadedTables().get('sys_role')).not.toBe(first?.fingerprint);
  });

  it('cuts off a runaway WITH RECURSIVE after its time limit, then answers the next query', async () => {
    const limited = newStore();
    const engine = new SqlEngine({ timeoutMs: 300, rowLimit: 1000 });
    engines.push(engine);
    useEngine(limited, engine);
    const started = Date.now();
    await expect(
      runReportSql(limited, 'with recursive n(x) as (select 1 union all select x + 1 from n) select count(*) from n'),
    ).rejects.toThrow('查询超时：超过 0.3 秒未完成，已中止');
    expect(Date.now() - started).toBeLessThan(5000);
    const next = await runReportSql(limited, "select count(*) as n from sys_user where username = 'admin'");
    expect(next.records).toEqual([{ n: 1 }]);
  });

  it('refuses a query that reads past its row limit', async () => {
    const limited = newStore();
    const engine = new SqlEngine({ timeoutMs: 5000, rowLimit: 10 });
    engines.push(engine);
    useEngine(limited, engine);
    await expect(runReportSql(limited, 'with recursive n(x) as (select 1 union all select x + 1 from n where x < 11) select x from n')).rejects.toThrow(
      '查询结果超过 10 行，请加条件缩小范围',
    );
    const ten = await runReportSql(limited, 'with recursive n(x) as (select 1 union all select x + 1 from n where x < 10) select x from n');
    expect(ten.records).toHaveLength(10);
  });

  it('is read-only even for a write that gets past the guard', async () => {
    const engine = new SqlEngine({ timeoutMs: 5000, rowLimit: 10 });
    engines.push(engine);
    const table = mockTable(store, 'sys_role');
    if (!table) throw new Error('no table');
    await expect(engine.run('delete from sys_role', {}, [table])).rejects.toThrow(SqlRefused);
    await expect(engine.run('delete from sys_role', {}, [table])).rejects.toThrow('readonly');
    const count = await engine.run('select count(*) from sys_role', {}, [table]);
    expect(count.rows).toEqual([[store.data.roles.length]]);
  });
});
