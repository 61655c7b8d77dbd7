import { createHash } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockPerFile, loginAs, call, resultOf, expect400 } from '../kit';

// Seeded ids (store/seed/announcements.ts derives them from stable keys).
const anntId = (key: string) => createHash('md5').update(`annt:${key}`).digest('hex');
const SPRING = anntId('spring-festival');
const SOCIAL = anntId('social-security-base');
const KICKOFF = anntId('project-kickoff');
const UPGRADE = anntId('system-upgrade');
const SALARY = anntId('salary-date');
const HANDBOOK = anntId('handbook-unsafe-html');
const PASSWORD = anntId('password-expiry');
const DRAFT_ALL = anntId('performance-review-draft');
const DRAFT_USER = anntId('project-review-draft');
const REVOKED = anntId('team-building-revoked');
const DELETED = anntId('attendance-rules-deleted');
const ADMIN_ID = 'e9ca23d68d884d4ebb19d07889727dae';
const JEECG_ID = 'a75d45a015c44384a04449ee80dc3503';
const ZHANGSAN_ID = '3d464b4ea0d2491aab8a7bde74c57e95';

const mock = mockPerFile({ login: 'admin' });
let jeecg: string;

/** Every describe starts from the seed, with fresh sessions. */
async function fromSeed() {
  await mock.reset();
  jeecg = await loginAs(mock.app, 'jeecg');
}

const list = async (query = '') => {
  const answer = await call(mock.app, 'sysAnnountCementList', { url: `/v1/sys/annountCement/list${query}`, token: mock.token });
  expect(answer.body).toMatchObject({ success: true, code: 0 });
  return resultOf(answer);
};
const byId = (id: string, token = mock.token) => call(mock.app, 'sysAnnountCementQueryById', { url: `/v1/sys/annountCement/queryById?id=${id}`, token });
const listByUser = async (token: string, query = '') => {
  const answer = await call(mock.app, 'sysAnnountCementListByUser', { url: `/v1/sys/annountCement/listByUser${query}`, token });
  expect(answer.body).toMatchObject({ success: true, code: 0, message: '' });
  return resultOf(answer);
};
const ids = (rows: Array<{ id: string }>) => rows.map((row) => row.id);
const release = (id: string, token = mock.token) => call(mock.app, 'sysAnnountCementDoReleaseData', { url: `/v1/sys/annountCement/doReleaseData?id=${id}`, token });
const markRead = (anntIdValue: string, token: string) =>
  call(mock.app, 'sysSysAnnouncementSendEditByAnntIdAndUserId', { method: 'PUT', url: '/v1/sys/sysAnnouncementSend/editByAnntIdAndUserId', token, payload: { anntId: anntIdValue } });
const sendsOf = (userId: string, anntIdValue: string) => mock.app.store.data.announcementSends.filter((s) => s.userId === userId && s.anntId === anntIdValue);

describe('sysAnnountCementList', () => {
  beforeAll(fromSeed);

  it('pages the live announcements newest first with the four dictionary texts', async () => {
    const page = await list('?pageNo=1&pageSize=20');
    expect(page.total).toBe(12);
    expect(ids(page.records)).not.toContain(DELETED);
    const times = page.records.map((row) => row.createTime ?? '');
    expect([...times].sort().reverse()).toEqual(times);
    const social = page.records.find((row) => row.id === SOCIAL);
    expect(social).toMatchObject({ priority: 'H', priority_dictText: '高', msgCategory: '1', msgCategory_dictText: '通知公告', sendStatus: '1', sendStatus_dictText: '已发布', msgType: 'ALL', msgType_dictText: '全体用户' });
    const draft = page.records.find((row) => row.id === DRAFT_USER);
    expect(draft).toMatchObject({ sendStatus_dictText: '未发布', msgType_dictText: '指定用户', msgCategory_dictText: '系统消息', priority_dictText: '低' });
    expect(page.records.find((row) => row.id === REVOKED)?.sendStatus_dictText).toBe('已撤销');
  });

  it('filters by titile (value prefixes), msgCategory and sendStatus', async () => {
    expect(ids((await list(`?titile=${encodeURIComponent('*放假*')}`)).records)).toEqual([SPRING]);
    const system = await list('?msgCategory=2&pageSize=50');
    expect(system.records.every((row) => row.msgCategory === '2')).toBe(true);
    expect(ids(system.records).sort()).toEqual([UPGRADE, anntId('contract-renewal'), PASSWORD, anntId('onboarding-training'), DRAFT_USER].sort());
    expect(ids((await list('?sendStatus=0')).records).sort()).toEqual([DRAFT_ALL, DRAFT_USER].sort());
  });

  it('an unknown sort column answers the upstream message', async () => {
    const answer = await call(mock.app, 'sysAnnountCementList', { url: '/v1/sys/annountCement/list?column=salary&order=asc', token: mock.token });
    expect(answer.body).toMatchObject({ success: false, code: 500, message: '请注意，将要排序的列字段不存在：salary' });
  });

  it('a titile over 100 characters and a pageSize over the limit answer 400 naming them', async () => {
    expect400(await call(mock.app, 'sysAnnountCementList', { url: `/v1/sys/annountCement/list?titile=${'长'.repeat(101)}`, token: mock.token }), '参数错误：query.titile 长度不能超过 100 个字符');
    expect400(await call(mock.app, 'sysAnnountCementList', { url: '/v1/sys/annountCement/list?pageSize=20000', token: mock.token }), '参数错误：query.pageSize 不能大于 10000');
  });

  it('without a token answers 401', async () => {
    const answer = await call(mock.app, 'sysAnnountCementList', { url: '/v1/sys/annountCement/list' });
    expect(answer.status).toBe(401);
  });
});

describe('add, edit, delete', () => {
  beforeAll(fromSeed);

  it('adds an ALL announcement as 未发布 with the caller as creator', async () => {
    const add = await call(mock.app, 'sysAnnountCementAdd', {
      method: 'POST',
      url: '/v1/sys/annountCement/add',
      token: mock.token,
      payload: { titile: '国庆节放假通知', msgContent: '<p>10月1日至7日放假</p>', priority: 'M', msgCategory: '1', msgType: 'ALL', startTime: '2025-09-25 09:00:00', endTime: '2025-10-08 18:00:00', openType: '' },
    });
    expect(add.body).toMatchObject({ success: true, code: 200, message: '添加成功！' });
    const [created] = (await list(`?titile=${encodeURIComponent('国庆节放假通知')}`)).records;
    expect(created).toMatchObject({ sendStatus: '0', sendStatus_dictText: '未发布', delFlag: '0', createBy: 'admin', sender: null, sendTime: null, openType: null, msgContent: '<p>10月1日至7日放假</p>' });
    // a draft never reaches the header
    expect(ids((await listByUser(jeecg, '?pageSize=100')).anntMsgList)).not.toContain(created?.id);
  });

  it('adds a USER announcement with an unread send record per listed user', async () => {
    const add = await call(mock.app, 'sysAnnountCementAdd', {
      method: 'POST',
      url: '/v1/sys/annountCement/add',
      token: mock.token,
      payload: { titile: '驻场人员体检安排', priority: 'L', msgCategory: '2', msgType: 'USER', userIds: `${JEECG_ID},${ZHANGSAN_ID},` },
    });
    expect(add.body).toMatchObject({ success: true, message: '添加成功！' });
    const [created] = (await list(`?titile=${encodeURIComponent('驻场人员体检安排')}`)).records;
    const sends = mock.app.store.data.announcementSends.filter((s) => s.anntId === created?.id);
    expect(sends.map((s) => s.userId).sort()).toEqual([JEECG_ID, ZHANGSAN_ID].sort());
    expect(sends.every((s) => s.readFlag === '0')).toBe(true);
  });

  it('refuses a form without titile or with a bad priority with 400 naming the field', async () => {
    const noTitle = await call(mock.app, 'sysAnnountCementAdd', { method: 'POST', url: '/v1/sys/annountCement/add', token: mock.token, payload: { priority: 'L', msgCategory: '1', msgType: 'ALL' } });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.message).toBe('参数错误：body.titile 不能为空');
    const priority = await call(mock.app, 'sysAnnountCementAdd', { method: 'POST', url: '/v1/sys/annountCement/add', token: mock.token, payload: { titile: 'x', priority: 'X', msgCategory: '1', msgType: 'ALL' } });
    expect(priority.status).toBe(400);
    expect(priority.body.message).toBe('参数错误：body.priority 取值应为 L/M/H 之一');
    const time = await call(mock.app, 'sysAnnountCementAdd', { method: 'POST', url: '/v1/sys/annountCement/add', token: mock.token, payload: { titile: 'x', priority: 'L', msgCategory: '1', msgType: 'ALL', startTime: '2025/01/01' } });
    expect(time.status).toBe(400);
    expect(time.body.message).toBe('参数错误：body.startTime 格式不正确');
  });

  it('refuses USER without users, unknown users and an end before the start with business messages', async () => {
    const base = { titile: '测试', priority: 'L', msgCategory: '1' };
    const none = await call(mock.app, 'sysAnnountCementAdd', { method: 'POST', url: '/v1/sys/annountCement/add', token: mock.token, payload: { ...base, msgType: 'USER', userIds: ',' } });
    expect(none.body).toMatchObject({ success: false, code: 500, message: '指定用户不能为空' });
    const unknown = await call(mock.app, 'sysAnnountCementAdd', { method: 'POST', url: '/v1/sys/annountCement/add', token: mock.token, payload: { ...base, msgType: 'USER', userIds: `${JEECG_ID},nobody,` } });
    expect(unknown.body).toMatchObject({ success: false, message: '指定用户不存在：nobody' });
    const times = await call(mock.app, 'sysAnnountCementAdd', {
      method: 'POST',
      url: '/v1/sys/annountCement/add',
      token: mock.token,
      payload: { ...base, msgType: 'ALL', startTime: '2025-02-01 00:00:00', endTime: '2025-01-01 00:00:00' },
    });
    expect(times.body).toMatchObject({ success: false, message: '结束时间不能早于开始时间' });
    expect((await list(`?titile=${encodeURIComponent('测试')}`)).total).toBe(0);
  });

  it('edits the given fields, keeps the others and records who edited', async () => {
    const edit = await call(mock.app, 'sysAnnountCementEdit', { method: 'PUT', url: '/v1/sys/annountCement/edit', token: mock.token, payload: { id: SPRING, titile: '春节放假安排通知（更新）', priority: 'H' } });
    expect(edit.body).toMatchObject({ success: true, code: 200, message: '修改成功!' });
    const stored = resultOf(await byId(SPRING));
    expect(stored).toMatchObject({ titile: '春节放假安排通知（更新）', priority: 'H', msgCategory: '1', msgType: 'ALL', sendStatus: '1', updateBy: 'admin' });
    expect(stored.msgContent).toContain('春节放假调休共8天');
  });

  it('editing USER recipients keeps the send records in step', async () => {
    const edit = await call(mock.app, 'sysAnnountCementEdit', { method: 'PUT', url: '/v1/sys/annountCement/edit', token: mock.token, payload: { id: KICKOFF, userIds: `${ADMIN_ID},${ZHANGSAN_ID},` } });
    expect(edit.body.success).toBe(true);
    expect(sendsOf(JEECG_ID, KICKOFF)).toEqual([]);
    expect(sendsOf(ADMIN_ID, KICKOFF)).toHaveLength(1);
    expect(sendsOf(ZHANGSAN_ID, KICKOFF)).toHaveLength(1);
  });

  it('edit without id answers 400 naming it; an unknown id answers 未找到对应实体', async () => {
    const noId = await call(mock.app, 'sysAnnountCementEdit', { method: 'PUT', url: '/v1/sys/annountCement/edit', token: mock.token, payload: { titile: 'x' } });
    expect(noId.status).toBe(400);
    expect(noId.body.message).toBe('参数错误：body.id 不能为空');
    const unknown = await call(mock.app, 'sysAnnountCementEdit', { method: 'PUT', url: '/v1/sys/annountCement/edit', token: mock.token, payload: { id: 'nope', titile: 'x' } });
    expect(unknown.body).toMatchObject({ success: false, code: 500, message: '未找到对应实体' });
    const deleted = await call(mock.app, 'sysAnnountCementEdit', { method: 'PUT', url: '/v1/sys/annountCement/edit', token: mock.token, payload: { id: DELETED, titile: 'x' } });
    expect(deleted.body.message).toBe('未找到对应实体');
  });

  it('delete removes one announcement logically', async () => {
    const removed = await call(mock.app, 'sysAnnountCementDelete', { method: 'DELETE', url: `/v1/sys/annountCement/delete?id=${REVOKED}`, token: mock.token });
    expect(removed.body).toMatchObject({ success: true, code: 200, message: '删除成功!' });
    expect(ids((await list('?pageSize=50')).records)).not.toContain(REVOKED);
    expect(mock.app.store.data.announcements.find((a) => a.id === REVOKED)?.delFlag).toBe('1');
    expect((await byId(REVOKED)).body.message).toBe('未找到对应实体');
  });

  it('delete without id answers 400; an unknown id answers 未找到对应实体', async () => {
    const noId = await call(mock.app, 'sysAnnountCementDelete', { method: 'DELETE', url: '/v1/sys/annountCement/delete', token: mock.token });
    expect(noId.status).toBe(400);
    expect(noId.body.message).toBe('参数错误：query.id 不能为空');
    const unknown = await call(mock.app, 'sysAnnountCementDelete', { method: 'DELETE', url: '/v1/sys/annountCement/delete?id=nope', token: mock.token });
    expect(unknown.body).toMatchObject({ success: false, message: '未找到对应实体' });
  });

  it('deleteBatch removes the listed announcements, and a deleted notice leaves the header', async () => {
    expect(ids((await listByUser(mock.token)).sysMsgList)).toContain(PASSWORD);
    const done = await call(mock.app, 'sysAnnountCementDeleteBatch', { method: 'DELETE', url: `/v1/sys/annountCement/deleteBatch?ids=${DRAFT_ALL},${PASSWORD},`, token: mock.token });
    expect(done.body).toMatchObject({ success: true, code: 200, message: '删除成功!' });
    const left = ids((await list('?pageSize=50')).records);
    expect(left).not.toContain(DRAFT_ALL);
    expect(left).not.toContain(PASSWORD);
    expect(ids((await listByUser(mock.token)).sysMsgList)).not.toContain(PASSWORD);
  });

  it('deleteBatch without ids answers 400, and with only commas 参数不识别！', async () => {
    const none = await call(mock.app, 'sysAnnountCementDeleteBatch', { method: 'DELETE', url: '/v1/sys/annountCement/deleteBatch', token: mock.token });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('参数错误：query.ids 不能为空');
    const commas = await call(mock.app, 'sysAnnountCementDeleteBatch', { method: 'DELETE', url: '/v1/sys/annountCement/deleteBatch?ids=,,', token: mock.token });
    expect(commas.body).toMatchObject({ success: false, message: '参数不识别！' });
  });
});

describe('sysAnnountCementQueryById', () => {
  beforeAll(fromSeed);

  it('A-NOTICE-17 A-NOTICE-28 answers the full notice (titile spelt so, sender, times, priority, HTML, open type and page), code 0', async () => {
    const answer = await byId(SOCIAL, jeecg);
    expect(answer.body).toMatchObject({ success: true, code: 0 });
    const notice = resultOf(answer);
    expect(notice).toMatchObject({ id: SOCIAL, titile: '关于社保缴费基数调整的通知', sender: 'admin', priority: 'H', openType: 'url', openPage: '/hrm/employee/rosterList' });
    expect(notice.sendTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(notice.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(notice.msgContent).toContain('<ul><li>');
    expect(notice).not.toHaveProperty('title');
  });

  it('a component notice carries its business id', async () => {
    const notice = resultOf(await byId(KICKOFF));
    expect(notice).toMatchObject({ openType: 'component', busType: 'project', msgType: 'USER' });
    expect(notice.busId).toBe(mock.app.store.data.projects[0]?.id);
    expect(notice.titile).toBe(`新项目启动：${mock.app.store.data.projects[0]?.projectName}`);
  });

  it('stores unsafe HTML exactly as given (the client sanitises it)', async () => {
    const notice = resultOf(await byId(HANDBOOK));
    expect(notice.msgContent).toContain('<script>alert("xss")</script>');
    expect(notice.msgContent).toContain('onerror="alert(document.cookie)"');
  });

  it('without id answers 400 naming it; an unknown or deleted id answers 未找到对应实体', async () => {
    expect400(await call(mock.app, 'sysAnnountCementQueryById', { url: '/v1/sys/annountCement/queryById', token: mock.token }), '参数错误：query.id 不能为空');
    expect((await byId('nope')).body).toMatchObject({ success: false, code: 500, message: '未找到对应实体' });
    expect((await byId(DELETED)).body.message).toBe('未找到对应实体');
  });
});

describe('sysAnnountCementListByUser', () => {
  beforeEach(fromSeed);

  it('A-NOTICE-15 A-NOTICE-16 answers the caller\'s unread notices and system messages, newest first, code 0', async () => {
    const mine = await listByUser(mock.token);
    // admin has read 春节 and 系统升级; the revoked, the deleted and the drafts never show
    expect(ids(mine.anntMsgList)).toEqual([HANDBOOK, SALARY, KICKOFF, SOCIAL]);
    expect(mine.anntMsgTotal).toBe(4);
    expect(ids(mine.sysMsgList)).toEqual([PASSWORD]);
    expect(mine.sysMsgTotal).toBe(1);
    for (const entry of [...mine.anntMsgList, ...mine.sysMsgList]) {
      expect(entry.msgId).toBe(entry.id);
      expect(entry.msgTxt).toBe(entry.titile);
      expect(entry).toHaveProperty('openType');
      expect(entry).toHaveProperty('openPage');
      expect(entry).toHaveProperty('busId');
    }
    const kickoff = mine.anntMsgList.find((entry) => entry.id === KICKOFF);
    expect(kickoff).toMatchObject({ openType: 'component', busId: mock.app.store.data.projects[0]?.id });
  });

  it('each user sees their own unread set', async () => {
    const theirs = await listByUser(jeecg);
    expect(ids(theirs.anntMsgList)).toEqual([HANDBOOK, SALARY, SPRING]);
    expect(ids(theirs.sysMsgList)).toEqual([anntId('contract-renewal'), UPGRADE]);
    expect(theirs.sysMsgList.every((entry) => entry.msgCategory === '2')).toBe(true);
  });

  it('the first read creates unread send records for published ALL announcements, once', async () => {
    const zhangsan = await loginAs(mock.app, 'zhangsan');
    expect(sendsOf(ZHANGSAN_ID, SALARY)).toEqual([]);
    const first = await listByUser(zhangsan);
    expect(ids(first.anntMsgList)).toEqual([HANDBOOK, SALARY, KICKOFF, SOCIAL, SPRING]);
    expect(sendsOf(ZHANGSAN_ID, SALARY)).toMatchObject([{ readFlag: '0', readTime: null }]);
    // USER announcements meant for others, drafts and revoked ones get no record
    expect(sendsOf(ZHANGSAN_ID, PASSWORD)).toEqual([]);
    expect(sendsOf(ZHANGSAN_ID, DRAFT_ALL)).toEqual([]);
    expect(sendsOf(ZHANGSAN_ID, REVOKED)).toEqual([]);
    await listByUser(zhangsan);
    expect(sendsOf(ZHANGSAN_ID, SALARY)).toHaveLength(1);
  });

  it('pageSize limits each list but not the totals', async () => {
    const one = await listByUser(mock.token, '?pageSize=1');
    expect(ids(one.anntMsgList)).toEqual([HANDBOOK]);
    expect(one.anntMsgTotal).toBe(4);
  });

  it('a pageSize under 1 or not a number answers 400 naming it', async () => {
    expect400(await call(mock.app, 'sysAnnountCementListByUser', { url: '/v1/sys/annountCement/listByUser?pageSize=0', token: mock.token }), '参数错误：query.pageSize 不能小于 1');
    expect400(await call(mock.app, 'sysAnnountCementListByUser', { url: '/v1/sys/annountCement/listByUser?pageSize=abc', token: mock.token }), '参数错误：query.pageSize 类型应为 integer');
  });
});

describe('release and revoke', () => {
  beforeEach(fromSeed);

  it('A-NOTICE-29 release publishes a draft for everyone with the sender and send time', async () => {
    const answer = await release(DRAFT_ALL);
    expect(answer.body).toMatchObject({ success: true, code: 200, message: '该系统通知发布成功' });
    const stored = resultOf(await byId(DRAFT_ALL));
    expect(stored).toMatchObject({ sendStatus: '1', sender: 'admin' });
    expect(stored.sendTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(ids((await listByUser(jeecg, '?pageSize=20')).anntMsgList)).toContain(DRAFT_ALL);
    expect((await list('?sendStatus=1&pageSize=50')).records.find((row) => row.id === DRAFT_ALL)?.sendStatus_dictText).toBe('已发布');
  });

  it('release of a USER announcement reaches only the listed users', async () => {
    await release(DRAFT_USER);
    expect(ids((await listByUser(jeecg)).sysMsgList)).toContain(DRAFT_USER);
    expect(ids((await listByUser(mock.token)).sysMsgList)).not.toContain(DRAFT_USER);
  });

  it('release without id answers 400; an unknown id answers 未找到对应实体', async () => {
    expect400(await call(mock.app, 'sysAnnountCementDoReleaseData', { url: '/v1/sys/annountCement/doReleaseData', token: mock.token }), '参数错误：query.id 不能为空');
    expect((await release('nope')).body).toMatchObject({ success: false, code: 500, message: '未找到对应实体' });
  });

  it('A-NOTICE-30 revoke withdraws a published announcement from the header with a cancel time', async () => {
    expect(ids((await listByUser(mock.token)).anntMsgList)).toContain(SOCIAL);
    const answer = await call(mock.app, 'sysAnnountCementDoReovkeData', { url: `/v1/sys/annountCement/doReovkeData?id=${SOCIAL}`, token: mock.token });
    expect(answer.body).toMatchObject({ success: true, code: 200, message: '该系统通知撤销成功' });
    const stored = resultOf(await byId(SOCIAL));
    expect(stored.sendStatus).toBe('2');
    expect(stored.cancelTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(ids((await listByUser(mock.token)).anntMsgList)).not.toContain(SOCIAL);
  });

  it('revoke without id answers 400; an unknown id answers 未找到对应实体', async () => {
    expect400(await call(mock.app, 'sysAnnountCementDoReovkeData', { url: '/v1/sys/annountCement/doReovkeData', token: mock.token }), '参数错误：query.id 不能为空');
    const unknown = await call(mock.app, 'sysAnnountCementDoReovkeData', { url: '/v1/sys/annountCement/doReovkeData?id=nope', token: mock.token });
    expect(unknown.body).toMatchObject({ success: false, message: '未找到对应实体' });
  });
});

describe('send records: mark read, read all, my announcements', () => {
  beforeEach(fromSeed);

  it('A-NOTICE-20 marking an entry read (PUT with anntId) takes it off the caller\'s header only, code 0', async () => {
    const answer = await markRead(SOCIAL, mock.token);
    expect(answer.body).toMatchObject({ success: true, code: 0, result: null });
    const [send] = sendsOf(ADMIN_ID, SOCIAL);
    expect(send?.readFlag).toBe('1');
    expect(send?.readTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const mine = await listByUser(mock.token);
    expect(ids(mine.anntMsgList)).not.toContain(SOCIAL);
    expect(mine.anntMsgTotal).toBe(3);
    // jeecg's copy of another notice is untouched
    expect(sendsOf(JEECG_ID, SPRING)[0]?.readFlag).toBe('0');
  });

  it('marking an ALL notice read before the first list creates its record already read', async () => {
    const zhangsan = await loginAs(mock.app, 'zhangsan');
    await markRead(SALARY, zhangsan);
    expect(sendsOf(ZHANGSAN_ID, SALARY)).toMatchObject([{ readFlag: '1' }]);
    expect(ids((await listByUser(zhangsan)).anntMsgList)).not.toContain(SALARY);
  });

  it('an anntId with nothing to mark succeeds and changes nothing, as upstream', async () => {
    const before = JSON.stringify(mock.app.store.data.announcementSends);
    const answer = await markRead('nope', mock.token);
    expect(answer.body).toMatchObject({ success: true, code: 0 });
    expect(JSON.stringify(mock.app.store.data.announcementSends)).toBe(before);
  });

  it('mark read without anntId or with an over-long one answers 400 naming it', async () => {
    const missing = await call(mock.app, 'sysSysAnnouncementSendEditByAnntIdAndUserId', { method: 'PUT', url: '/v1/sys/sysAnnouncementSend/editByAnntIdAndUserId', token: mock.token, payload: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('参数错误：body.anntId 不能为空');
    const long = await markRead('x'.repeat(65), mock.token);
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('参数错误：body.anntId 长度不能超过 64 个字符');
  });

  it('readAll empties the caller\'s header, including ALL notices never listed', async () => {
    const answer = await call(mock.app, 'sysSysAnnouncementSendReadAll', { method: 'PUT', url: '/v1/sys/sysAnnouncementSend/readAll', token: jeecg });
    expect(answer.body).toMatchObject({ success: true, code: 0, message: '全部已读' });
    const theirs = await listByUser(jeecg);
    expect(theirs).toMatchObject({ anntMsgList: [], anntMsgTotal: 0, sysMsgList: [], sysMsgTotal: 0 });
    expect(sendsOf(JEECG_ID, HANDBOOK)).toMatchObject([{ readFlag: '1' }]);
    // other users keep their unread notices
    expect((await listByUser(mock.token)).anntMsgTotal).toBe(4);
  });

  it('readAll with a malformed tenant-id header answers 400 naming it, and without a token 401', async () => {
    const bad = await call(mock.app, 'sysSysAnnouncementSendReadAll', { method: 'PUT', url: '/v1/sys/sysAnnouncementSend/readAll', token: jeecg, headers: { 'tenant-id': 'abc' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('参数错误：header.tenant-id 格式不正确');
    const anonymous = await call(mock.app, 'sysSysAnnouncementSendReadAll', { method: 'PUT', url: '/v1/sys/sysAnnouncementSend/readAll' });
    expect(anonymous.status).toBe(401);
    expect((await listByUser(jeecg)).anntMsgTotal).toBe(3);
  });

  it('getMyAnnouncementSend pages the caller\'s published notices, unread first, with readFlag', async () => {
    const answer = await call(mock.app, 'sysSysAnnouncementSendGetMyAnnouncementSend', { url: '/v1/sys/sysAnnouncementSend/getMyAnnouncementSend?pageNo=1&pageSize=20', token: mock.token });
    expect(answer.body).toMatchObject({ success: true, code: 0 });
    const page = resultOf(answer);
    expect(page.records.map((row) => row.anntId)).toEqual([PASSWORD, HANDBOOK, SALARY, KICKOFF, SOCIAL, UPGRADE, SPRING]);
    expect(page.records.map((row) => row.readFlag)).toEqual(['0', '0', '0', '0', '0', '1', '1']);
    expect(page.total).toBe(7);
    expect(page.records.every((row) => row.userId === ADMIN_ID)).toBe(true);
    const read = page.records.find((row) => row.anntId === SPRING);
    expect(read?.readTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('getMyAnnouncementSend filters by readFlag, titile and msgCategory and pages', async () => {
    const url = (query: string) => `/v1/sys/sysAnnouncementSend/getMyAnnouncementSend?${query}`;
    const page = async (query: string) => resultOf(await call(mock.app, 'sysSysAnnouncementSendGetMyAnnouncementSend', { url: url(query), token: mock.token }));
    expect((await page('readFlag=1')).records.map((row) => row.anntId)).toEqual([UPGRADE, SPRING]);
    expect((await page(`titile=${encodeURIComponent('社保')}`)).records.map((row) => row.anntId)).toEqual([SOCIAL]);
    expect((await page('msgCategory=2')).records.map((row) => row.anntId)).toEqual([PASSWORD, UPGRADE]);
    const second = await page('pageNo=2&pageSize=3');
    expect(second).toMatchObject({ current: 2, size: 3, total: 7, pages: 3 });
    expect(second.records.map((row) => row.anntId)).toEqual([KICKOFF, SOCIAL, UPGRADE]);
    // marking read moves a notice behind the unread ones (the read ones newest first too)
    await markRead(PASSWORD, mock.token);
    expect((await page('pageSize=20')).records.map((row) => row.anntId)).toEqual([HANDBOOK, SALARY, KICKOFF, SOCIAL, PASSWORD, UPGRADE, SPRING]);
  });

  it('getMyAnnouncementSend with a bad readFlag or pageSize answers 400 naming it', async () => {
    expect400(await call(mock.app, 'sysSysAnnouncementSendGetMyAnnouncementSend', { url: '/v1/sys/sysAnnouncementSend/getMyAnnouncementSend?readFlag=2', token: mock.token }), '参数错误：query.readFlag 取值应为 0/1/ 之一');
    expect400(await call(mock.app, 'sysSysAnnouncementSendGetMyAnnouncementSend', { url: '/v1/sys/sysAnnouncementSend/getMyAnnouncementSend?pageSize=20000', token: mock.token }), '参数错误：query.pageSize 不能大于 10000');
  });
});
