// The two websockets of x-websockets, over real sockets: the announcement push (/v1/websocket/{userId}) and the
// editable-table sync (/v1/vxeSocket/{userId}/{pageId}). Every frame the server sends is validated against the
// document's message schemas. "Did not receive" is proven without sleeping: a socket's heartbeat answer arrives
// after anything the server sent it earlier, so when the next frame is the heartbeat answer nothing else came.
import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createAjv } from '@mis/openapi/compile-schemas';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { mockPerFile, loginAs, call, doc } from '../kit';

const ADMIN_ID = 'e9ca23d68d884d4ebb19d07889727dae';
const JEECG_ID = 'a75d45a015c44384a04449ee80dc3503';
const anntId = (key: string) => createHash('md5').update(`annt:${key}`).digest('hex');
const DRAFT_ALL = anntId('performance-review-draft');
const DRAFT_USER = anntId('project-review-draft');

const ajv = createAjv(doc);
const schemaOf = (name: string) => ajv.compile({ $ref: `doc#/$defs/${name}` });
const announcementFrame = { push: schemaOf('WsAnnouncementPush'), heartcheck: schemaOf('WsHeartcheck') };
const vxeFrame = schemaOf('WsVxeMessage');

interface Client {
  ws: WebSocket;
  opened: Promise<void>;
  closed: Promise<{ code: number; reason: string }>;
  /** The next frame (parsed JSON); rejects when none comes within the timeout. */
  next(timeoutMs?: number): Promise<Record<string, unknown>>;
}

const mock = mockPerFile({ login: 'admin' });
let base: string;
let jeecg: string;
const clients: Client[] = [];

beforeAll(async () => {
  await mock.app.listen({ port: 0, host: '127.0.0.1' });
  base = `ws://127.0.0.1:${(mock.app.server.address() as AddressInfo).port}/v1`;
  jeecg = await loginAs(mock.app, 'jeecg');
});
afterEach(() => {
  for (const client of clients.splice(0)) client.ws.terminate();
});

function connect(path: string, token?: string): Client {
  const ws = token === undefined ? new WebSocket(`${base}${path}`) : new WebSocket(`${base}${path}`, [token]);
  const queue: Array<Record<string, unknown>> = [];
  const waiters: Array<(frame: Record<string, unknown>) => void> = [];
  ws.on('message', (data) => {
    const frame = JSON.parse(String(data)) as Record<string, unknown>;
    const waiter = waiters.shift();
    if (waiter) waiter(frame);
    else queue.push(frame);
  });
  const client: Client = {
    ws,
    opened: new Promise((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    }),
    closed: new Promise((resolve) => ws.once('close', (code, reason) => resolve({ code, reason: reason.toString() }))),
    next: (timeoutMs = 3000) => {
      const queued = queue.shift();
      if (queued) return Promise.resolve(queued);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(new Error(`no frame on ${path} within ${timeoutMs} ms`));
        }, timeoutMs);
        const waiter = (frame: Record<string, unknown>) => {
          clearTimeout(timer);
          resolve(frame);
        };
        waiters.push(waiter);
      });
    },
  };
  clients.push(client);
  return client;
}

async function announcementSocket(userId: string, token: string): Promise<Client> {
  const client = connect(`/websocket/${userId}`, token);
  await client.opened;
  return client;
}

async function vxeSocket(userId: string, token: string, pageId = createHash('md5').update(String(Math.random())).digest('hex')): Promise<Client> {
  const client = connect(`/vxeSocket/${userId}/${pageId}`, token);
  await client.opened;
  return client;
}

/** The next frame on the announcement socket, checked against the document. */
async function nextPush(client: Client) {
  const frame = await client.next();
  expect(announcementFrame.push(frame) || announcementFrame.heartcheck(frame), JSON.stringify(frame)).toBe(true);
  return frame;
}

async function nextVxe(client: Client) {
  const frame = await client.next();
  expect(vxeFrame(frame), `${JSON.stringify(frame)} ${ajv.errorsText(vxeFrame.errors)}`).toBe(true);
  return frame;
}

/** Proves the announcement socket got nothing else: its heartbeat answer is the next frame. */
async function expectNothingElse(client: Client) {
  client.ws.send('HeartBeat');
  expect(await nextPush(client)).toEqual({ cmd: 'heartcheck', msgTxt: '心跳响应' });
}

async function expectNothingElseVxe(client: Client) {
  client.ws.send(JSON.stringify({ type: 'heart_beat', data: '' }));
  expect(await nextVxe(client)).toEqual({ type: 'heart_beat', data: true });
}

const release = async (id: string) => {
  const answer = await call(mock.app, 'sysAnnountCementDoReleaseData', { url: `/v1/sys/annountCement/doReleaseData?id=${id}`, token: mock.token });
  expect(answer.body).toMatchObject({ success: true, message: '该系统通知发布成功' });
};

describe('announcement socket /websocket/{userId}', () => {
  it('answers the Vue2 heartbeat text and a JSON heartcheck on the same connection', async () => {
    const client = await announcementSocket(ADMIN_ID, mock.token);
    expect(client.ws.protocol).toBe(mock.token);
    client.ws.send('HeartBeat');
    expect(await nextPush(client)).toEqual({ cmd: 'heartcheck', msgTxt: '心跳响应' });
    client.ws.send(JSON.stringify({ cmd: 'heartcheck' }));
    expect(await nextPush(client)).toEqual({ cmd: 'heartcheck', msgTxt: '心跳响应' });
  });

  it('a release of an ALL announcement pushes cmd topic to every connection of every user', async () => {
    const adminTab1 = await announcementSocket(ADMIN_ID, mock.token);
    const adminTab2 = await announcementSocket(ADMIN_ID, mock.token);
    const jeecgTab = await announcementSocket(JEECG_ID, jeecg);
    await release(DRAFT_ALL);
    const expected = { cmd: 'topic', msgId: DRAFT_ALL, msgTxt: '年中绩效考核安排（草稿）' };
    expect(await nextPush(adminTab1)).toEqual(expected);
    expect(await nextPush(adminTab2)).toEqual(expected);
    expect(await nextPush(jeecgTab)).toEqual(expected);
  });

  it('a release of a USER announcement pushes cmd user to the listed users only', async () => {
    const adminTab = await announcementSocket(ADMIN_ID, mock.token);
    const jeecgTab = await announcementSocket(JEECG_ID, jeecg);
    await release(DRAFT_USER);
    expect(await nextPush(jeecgTab)).toEqual({ cmd: 'user', msgId: DRAFT_USER, msgTxt: '项目结项评审会议通知（草稿）' });
    await expectNothingElse(adminTab);
    await expectNothingElse(jeecgTab);
  });

  it('A-GEN-12 a system message sent from 消息模板 (sendMsg) pushes cmd user to its receiver\'s bell only', async () => {
    const adminTab = await announcementSocket(ADMIN_ID, mock.token);
    const jeecgTab = await announcementSocket(JEECG_ID, jeecg);
    const answer = await call(mock.app, 'sysMessageSysMessageTemplateSendMsg', {
      method: 'POST',
      url: '/v1/sys/message/sysMessageTemplate/sendMsg',
      token: mock.token,
      payload: { templateCode: 'SYS_CONTRACT_EXPIRE', testData: JSON.stringify({ name: '张三', endDate: '2026-12-31' }), receiver: 'jeecg' },
    });
    expect(answer.body).toMatchObject({ success: true, result: { total: 1, sent: 1 } });
    const frame = await nextPush(jeecgTab);
    expect(frame).toMatchObject({ cmd: 'user', msgTxt: '劳动合同到期提醒' });
    // The frame names the announcement that 我的消息 lists for the receiver.
    const mine = await call(mock.app, 'sysAnnountCementListByUser', { url: '/v1/sys/annountCement/listByUser', token: jeecg });
    expect((mine.body as { result: { sysMsgList: Array<{ id: string }> } }).result.sysMsgList.map((m) => m.id)).toContain(frame.msgId);
    await expectNothingElse(adminTab);
    await expectNothingElse(jeecgTab);
  });

  const syncNotic = (query: string) => call(mock.app, 'sysAnnountCementSyncNotic', { url: `/v1/sys/annountCement/syncNotic${query}`, token: mock.token });

  it('syncNotic (upstream, called after 撤销) pushes what a release pushes, whatever the send status, and changes nothing', async () => {
    const adminTab = await announcementSocket(ADMIN_ID, mock.token);
    const jeecgTab = await announcementSocket(JEECG_ID, jeecg);
    const before = structuredClone(mock.app.store.data.announcements.find((a) => a.id === DRAFT_ALL));
    expect((await syncNotic(`?anntId=${DRAFT_ALL}`)).body).toMatchObject({ success: true, code: 0, message: '', result: null });
    const all = { cmd: 'topic', msgId: DRAFT_ALL, msgTxt: '年中绩效考核安排（草稿）' };
    expect(await nextPush(adminTab)).toEqual(all);
    expect(await nextPush(jeecgTab)).toEqual(all);
    expect(mock.app.store.data.announcements.find((a) => a.id === DRAFT_ALL)).toEqual(before);

    await syncNotic(`?anntId=${DRAFT_USER}`);
    expect(await nextPush(jeecgTab)).toEqual({ cmd: 'user', msgId: DRAFT_USER, msgTxt: '项目结项评审会议通知（草稿）' });
    await expectNothingElse(adminTab);
  });

  it('syncNotic without an id tells every bell 批量设置已读; an unknown id is refused and pushes nothing', async () => {
    const jeecgTab = await announcementSocket(JEECG_ID, jeecg);
    expect((await syncNotic('')).body).toMatchObject({ success: true, code: 0 });
    expect(await nextPush(jeecgTab)).toEqual({ cmd: 'topic', msgTxt: '批量设置已读' });
    expect((await syncNotic('?anntId=nosuch')).body).toMatchObject({ success: false, code: 500, message: '未找到对应实体' });
    await expectNothingElse(jeecgTab);
  });

  it('a client that closes and reconnects receives the later pushes, not the ones sent while away', async () => {
    const first = await announcementSocket(JEECG_ID, jeecg);
    first.ws.close();
    await first.closed;
    await release(DRAFT_ALL);
    const again = await announcementSocket(JEECG_ID, jeecg);
    await release(DRAFT_USER);
    expect(await nextPush(again)).toEqual({ cmd: 'user', msgId: DRAFT_USER, msgTxt: '项目结项评审会议通知（草稿）' });
    await expectNothingElse(again);
  });

  it('refuses a missing token, an invalid token and another user\'s token with a clear close reason', async () => {
    const missing = connect(`/websocket/${ADMIN_ID}`);
    expect(await missing.closed).toEqual({ code: 4401, reason: 'Token不能为空' });
    const invalid = connect(`/websocket/${ADMIN_ID}`, 'deadbeefdeadbeefdeadbeefdeadbeef');
    expect(await invalid.closed).toEqual({ code: 4401, reason: 'Token失效，请重新登录!' });
    const other = connect(`/websocket/${ADMIN_ID}`, jeecg);
    expect(await other.closed).toEqual({ code: 4403, reason: '无权访问其他用户的消息' });
  });

  it('a socket of a session that has logged out is refused on reconnect', async () => {
    const session = await loginAs(mock.app, 'zhangsan');
    const zhangsanId = mock.app.store.userByName('zhangsan')?.id ?? '';
    await announcementSocket(zhangsanId, session);
    await call(mock.app, 'sysLogout', { method: 'POST', url: '/v1/sys/logout', token: session });
    const refused = connect(`/websocket/${zhangsanId}`, session);
    expect(await refused.closed).toEqual({ code: 4401, reason: 'Token失效，请重新登录!' });
  });
});

describe('vxeSocket /vxeSocket/{userId}/{pageId}', () => {
  const update = { type: 'update_vxe_table', data: { socketKey: 'vxe-default', args: [{ id: 'row-1', name: '张三', salary: 8800 }, 'case-a'] } };
  const common = { type: 'common_send_date', data: { key: 'roster-refresh', args: ['A01A05', 3] } };

  it('B-SYNC-03 answers heart_beat with {type: heart_beat, data: true} and echoes the token as the sub-protocol', async () => {
    const client = await vxeSocket(ADMIN_ID, mock.token);
    expect(client.ws.protocol).toBe(mock.token);
    client.ws.send(JSON.stringify({ type: 'heart_beat', data: '' }));
    expect(await nextVxe(client)).toEqual({ type: 'heart_beat', data: true });
  });

  it('B-SYNC-02 relays update_vxe_table ({socketKey, args}) and common_send_date unchanged to the other connections, never to the sender', async () => {
    const sender = await vxeSocket(ADMIN_ID, mock.token);
    const samePersonOtherPage = await vxeSocket(ADMIN_ID, mock.token);
    const colleague = await vxeSocket(JEECG_ID, jeecg);
    sender.ws.send(JSON.stringify(update));
    expect(await nextVxe(samePersonOtherPage)).toEqual(update);
    expect(await nextVxe(colleague)).toEqual(update);
    await expectNothingElseVxe(sender);

    colleague.ws.send(JSON.stringify(common));
    expect(await nextVxe(sender)).toEqual(common);
    expect(await nextVxe(samePersonOtherPage)).toEqual(common);
    await expectNothingElseVxe(colleague);
  });

  it('a client that closes and reconnects receives later relays', async () => {
    const sender = await vxeSocket(ADMIN_ID, mock.token);
    const receiver = await vxeSocket(JEECG_ID, jeecg, 'f'.repeat(32));
    receiver.ws.close();
    await receiver.closed;
    sender.ws.send(JSON.stringify(update));
    await expectNothingElseVxe(sender);
    const back = await vxeSocket(JEECG_ID, jeecg, 'f'.repeat(32));
    sender.ws.send(JSON.stringify(common));
    expect(await nextVxe(back)).toEqual(common);
    await expectNothingElseVxe(back);
  });

  it('a malformed frame is answered {type: error} to the sender and relayed to nobody', async () => {
    const sender = await vxeSocket(ADMIN_ID, mock.token);
    const other = await vxeSocket(JEECG_ID, jeecg);
    sender.ws.send('not json');
    expect(await nextVxe(sender)).toEqual({ type: 'error', data: '消息格式不正确：不是合法的 JSON' });
    sender.ws.send(JSON.stringify({ type: 'update_vxe_table', data: { args: [] } }));
    expect(await nextVxe(sender)).toEqual({ type: 'error', data: '消息格式不正确：data.socketKey 不能为空' });
    sender.ws.send(JSON.stringify({ type: 'common_send_date', data: { key: 'k', args: 'x' } }));
    expect(await nextVxe(sender)).toEqual({ type: 'error', data: '消息格式不正确：data.args 应为数组' });
    sender.ws.send(JSON.stringify({ type: 'delete_everything', data: {} }));
    expect(await nextVxe(sender)).toEqual({ type: 'error', data: '不识别的消息类型：delete_everything' });
    await expectNothingElseVxe(other);
  });

  it('a frame nested 100 000 levels deep or with a 400 000-element array (under the 1 MB frame limit) is refused, relayed to nobody, and the server stays up', async () => {
    const sender = await vxeSocket(ADMIN_ID, mock.token);
    const other = await vxeSocket(JEECG_ID, jeecg);
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    sender.ws.send(`{"type":"common_send_date","data":{"key":"k","args":${deep}}}`);
    expect(await nextVxe(sender)).toEqual({ type: 'error', data: '消息格式不正确：data.args.0.0… 嵌套层数超过 64 层' });
    sender.ws.send(`{"type":"update_vxe_table","data":{"socketKey":"k","args":[${'0,'.repeat(399_999)}0]}}`);
    expect(await nextVxe(sender)).toEqual({ type: 'error', data: '消息格式不正确：data.args 数组元素超过 10000 个' });
    sender.ws.send('{"type":"common_send_date","data":{"key":"k","args":[],"__proto__":{"polluted":1}}}');
    expect(await nextVxe(sender)).toEqual({ type: 'error', data: '消息格式不正确：data.__proto__ 是不允许的字段' });
    await expectNothingElseVxe(other);
    await expectNothingElseVxe(sender);
  });

  it('refuses a missing token, an invalid token and another user\'s token with a clear close reason', async () => {
    const pageId = 'a'.repeat(32);
    const missing = connect(`/vxeSocket/${ADMIN_ID}/${pageId}`);
    expect(await missing.closed).toEqual({ code: 4401, reason: 'Token不能为空' });
    const invalid = connect(`/vxeSocket/${ADMIN_ID}/${pageId}`, 'not-a-token');
    expect(await invalid.closed).toEqual({ code: 4401, reason: 'Token失效，请重新登录!' });
    const other = connect(`/vxeSocket/${JEECG_ID}/${pageId}`, mock.token);
    expect(await other.closed).toEqual({ code: 4403, reason: '无权访问其他用户的消息' });
    // a refused connection never receives relays
    const sender = await vxeSocket(ADMIN_ID, mock.token);
    sender.ws.send(JSON.stringify(update));
    await expectNothingElseVxe(sender);
  });
});
