import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyRowUpdate, rowToApply, tableUpdateMessage } from './table-update';
import { HEARTBEAT_INTERVAL_MS, HEARTBEAT_TIMEOUT_MS, RECONNECT_DELAY_MS, VXE_MESSAGE_TYPES, VxeConnection, vxeSocketUrl, type SocketLike } from './vxe-socket';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: unknown[] = [];
  closed = false;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onerror: SocketLike['onerror'] = null;
  onclose: SocketLike['onclose'] = null;
  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {}
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.closed = true;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  answer(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

let sockets: FakeSocket[];
const received: unknown[] = [];
function connect() {
  const connection = new VxeConnection({
    url: 'ws://host/v1/vxeSocket/u1/p1',
    token: () => 'token-1',
    onMessage: (message) => received.push(message),
    create: (url, protocols) => {
      const socket = new FakeSocket(url, protocols);
      sockets.push(socket);
      return socket;
    },
  });
  connection.start();
  return connection;
}
const last = () => sockets[sockets.length - 1] as FakeSocket;

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  received.length = 0;
});
afterEach(() => vi.useRealTimers());

describe('vxeSocket connection (001 §4, §9)', () => {
  it('B-SYNC-01 message types are heart_beat, common_send_date and update_vxe_table', () => {
    expect(VXE_MESSAGE_TYPES).toEqual(['heart_beat', 'common_send_date', 'update_vxe_table']);
  });

  it('B-SYNC-04 the socket is ws on an http page and wss on an https page, under the API base', () => {
    expect(vxeSocketUrl('/v1', 'u1', 'p1', 'http://mis.local/hr')).toBe('ws://mis.local/v1/vxeSocket/u1/p1');
    expect(vxeSocketUrl('/v1/', 'u1', 'p1', 'https://mis.local/hr')).toBe('wss://mis.local/v1/vxeSocket/u1/p1');
    expect(vxeSocketUrl('https://api.example/jeecg-boot', 'u1', 'p1', 'http://mis.local/')).toBe('wss://api.example/jeecg-boot/vxeSocket/u1/p1');
  });

  it('B-SYNC-05 a heartbeat goes out on open and 10 s after each answer; the token is the sub-protocol', () => {
    connect();
    expect(last().protocols).toEqual(['token-1']);
    last().open();
    expect(last().sent).toEqual([{ type: 'heart_beat', data: '' }]);
    last().answer({ type: 'heart_beat', data: true });
    vi.advanceTimersByTime(HEARTBEAT_INTERVAL_MS - 1);
    expect(last().sent).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(last().sent).toHaveLength(2);
    expect(HEARTBEAT_INTERVAL_MS).toBe(10_000);
  });

  it('B-SYNC-06 B-SYNC-09 no heartbeat answer within 6 s reconnects 5 s later', () => {
    connect();
    last().open();
    vi.advanceTimersByTime(HEARTBEAT_TIMEOUT_MS - 1);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets[0]?.closed).toBe(true);
    vi.advanceTimersByTime(RECONNECT_DELAY_MS - 1);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    expect([HEARTBEAT_TIMEOUT_MS, RECONNECT_DELAY_MS]).toEqual([6000, 5000]);
  });

  it('B-SYNC-07 an error reconnects after 5 s, once even when a close follows', () => {
    connect();
    last().open();
    last().onerror?.({});
    sockets[0]?.onclose?.({});
    vi.advanceTimersByTime(RECONNECT_DELAY_MS);
    expect(sockets).toHaveLength(2);
  });

  it('B-SYNC-08 a close reconnects after 5 s; stop() does not', () => {
    const connection = connect();
    last().open();
    last().onclose?.({});
    vi.advanceTimersByTime(RECONNECT_DELAY_MS);
    expect(sockets).toHaveLength(2);
    connection.stop();
    vi.advanceTimersByTime(RECONNECT_DELAY_MS * 3);
    expect(sockets).toHaveLength(2);
  });

  it('hands over every other message to the table', () => {
    connect();
    last().open();
    const update = tableUpdateMessage('vxe-default', { id: 'r1', name: '张三' }, 'case-a');
    last().answer(update);
    expect(received).toEqual([update]);
  });
});

describe('update_vxe_table (001 §4)', () => {
  const rows = [
    { id: 'r1', name: '张三', age: 30 },
    { id: 'r2', name: '李四', age: 28 },
  ];

  it('B-SYNC-10 an update modifies the matching row', () => {
    const row = rowToApply(tableUpdateMessage('vxe-default', { id: 'r2', name: '李四四', age: 29 }, 'case-other'), 'vxe-default', 'case-mine');
    expect(row).not.toBeNull();
    expect(applyRowUpdate(rows, row as never)).toEqual([rows[0], { id: 'r2', name: '李四四', age: 29 }]);
    expect(applyRowUpdate(rows, { id: 'r9', name: 'x' })).toBe(rows);
  });

  it('B-SYNC-11 an update that came from the same table instance is not applied, nor one for another socketKey', () => {
    expect(rowToApply(tableUpdateMessage('vxe-default', { id: 'r1' }, 'case-mine'), 'vxe-default', 'case-mine')).toBeNull();
    expect(rowToApply(tableUpdateMessage('other-key', { id: 'r1' }, 'case-x'), 'vxe-default', 'case-mine')).toBeNull();
  });
});
