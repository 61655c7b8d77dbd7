import { describe, expect, it } from 'vitest';
import { checkReadOnlySelect, SqlRefused } from './select-guard.js';

const refusalOf = (sql: string): string => {
  try {
    checkReadOnlySelect(sql);
  } catch (error) {
    if (error instanceof SqlRefused) return error.message;
    throw error;
  }
  return 'accepted';
};

describe('the read-only guard', () => {
  // Each hostile input with the part of the message that names what was found.
  const hostile: Array<[string, string]> = [
    ['delete from sys_user', '语句以 DELETE 开头'],
    ['DROP TABLE sys_user', '语句以 DROP 开头'],
    ["insert into sys_user(id) values ('x')", '语句以 INSERT 开头'],
    ["update sys_user set realname = 'x'", '语句以 UPDATE 开头'],
    ['alter table sys_user add column x', '语句以 ALTER 开头'],
    ['create table t (x)', '语句以 CREATE 开头'],
    ['pragma query_only = 0', '语句以 PRAGMA 开头'],
    ["attach database 'x.db' as x", '语句以 ATTACH 开头'],
    ['vacuum', '语句以 VACUUM 开头'],
    ['replace into sys_user(id) values (1)', '语句以 REPLACE 开头'],
    ['select 1; delete from sys_user', '发现多条语句'],
    ['select 1;delete from sys_user;', '发现多条语句'],
    ["select 'a;b' from sys_user; drop table sys_user", '发现多条语句'],
    ['select 1 /* comment */; pragma query_only=0', '发现多条语句'],
    ['select 1 -- trailing\n; drop table x', '发现多条语句'],
    ['/* select */ delete from sys_user', '语句以 DELETE 开头'],
    ['-- select\ndelete from sys_user', '语句以 DELETE 开头'],
    ['with x as (delete from sys_user returning id) select * from x', '发现 DELETE'],
    ['with x as (select 1) insert into sys_user select * from x', '发现 INSERT'],
    ['with x as (select 1) update sys_user set realname = 1', '发现 UPDATE'],
    ['with x as (select 1) replace into sys_user select * from x', '发现 REPLACE 语句'],
    ['select * into backup from sys_user', '发现 INTO'],
    ["select load_extension('/tmp/evil.so')", '发现 LOAD_EXTENSION'],
    ['select 1 /*! ; drop table sys_user */', '发现可执行注释'],
    ['SeLeCt 1; DrOp TaBlE sys_user', '发现多条语句'],
    ['(select 1)', '语句以 ( 开头'],
    ["select 'unterminated", '字符串未结束'],
    ['select 1 /* open', '注释未结束'],
    ['   ', 'SQL不能为空'],
    ['-- only a comment', 'SQL不能为空'],
  ];
  it.each(hostile)('refuses %j', (sql, found) => {
    const message = refusalOf(sql);
    expect(message).toContain(found);
  });

  it('says 只允许执行单条查询语句 when it refuses a write', () => {
    expect(refusalOf('delete from sys_user')).toBe('只允许执行单条查询语句：语句以 DELETE 开头');
  });

  const harmless = [
    'select * from sys_user',
    'select * from sys_user;',
    "select 'delete from sys_user; drop table x' as text from sys_user",
    'select "update", `insert` from sys_user',
    "select replace(realname, 'a', 'b') from sys_user -- drop table x",
    'with recursive n(x) as (select 1 union all select x + 1 from n where x < 5) select x from n',
    'select /* insert */ count(*) from sys_user',
    'SELECT updated_at, created, deleted_flag, dropdown, settings FROM t',
  ];
  it.each(harmless)('accepts %j', (sql) => {
    expect(refusalOf(sql)).toBe('accepted');
  });

  it('turns ${name} placeholders into bound parameters, never splicing them', () => {
    const checked = checkReadOnlySelect("select * from t where year = '${year}' and name like '%${name}%' and n > ${ min } and ('' = '${year}' or 'it''s' = x)");
    expect(checked.sql).toBe("select * from t where year = :self_year and name like ('%' || :self_name || '%') and n > :self_min and ('' = :self_year or 'it''s' = x)");
    expect(checked.params).toEqual(['year', 'name', 'min']);
  });

  it('lists the words of the query so the engine loads only the tables it names', () => {
    const checked = checkReadOnlySelect('select u.id from sys_user u join "SYS_DEPART" d on 1 = 1');
    expect(checked.words.has('sys_user')).toBe(true);
    expect(checked.words.has('sys_depart')).toBe(true);
    expect(checked.words.has('sys_role')).toBe(false);
  });
});
