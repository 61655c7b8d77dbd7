import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnnouncementConnection, HEARTBEAT_TEXT, type SocketLike } from './announcement-connection';

class FakeSocket implements SocketLike {
  sent: string[] = [];
  closed = false;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {}
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
  }
  open() {
    this.onopen?.(new Event('open'));
  }
  receive(data: string) {
    this.onmessage?.(new MessageEvent('message', { data }));
  }
  fail() {
    this.onerror?.(new Event('error'));
  }
  drop() {
    this.onclose?.(new CloseEvent('close'));
  }
}

function setup() {
  const sockets: FakeSocket[] = [];
  const onRefresh = vi.fn();
  const connection = new AnnouncementConnection({
    url: 'ws://host/v1/websocket/u1',
    token: 'the-token',
    onRefresh,
    createSocket: (url, protocols) => {
      const socket = new FakeSocket(url, protocols);
      sockets.push(socket);
      return socket;
    },
  });
  const latest = () => {
    const socket = sockets.at(-1);
    if (!socket) throw new Error('no socket');
    return socket;
  };
  return { sockets, onRefresh, connection, latest };
}

describe('AnnouncementConnection', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('connects with the token as the sub-protocol', () => {
    const { connection, latest } = setup();
    connection.start();
    expect(latest().url).toBe('ws://host/v1/websocket/u1');
    expect(latest().protocols).toEqual(['the-token']);
  });

  it('A-NOTICE-22 asks for a refresh on a push with command topic or user, not on other frames', () => {
    const { connection, latest, onRefresh } = setup();
    connection.start();
    latest().open();
    latest().receive(JSON.stringify({ cmd: 'topic', msgId: 'a', msgTxt: '放假通知' }));
    latest().receive(JSON.stringify({ cmd: 'user', msgId: 'b', msgTxt: '密码即将过期' }));
    latest().receive(JSON.stringify({ cmd: 'heartcheck', msgTxt: '心跳响应' }));
    latest().receive('not json');
    expect(onRefresh).toHaveBeenCalledTimes(2);
    expect(onRefresh.mock.calls.map(([frame]) => (frame as { cmd: string }).cmd)).toEqual(['topic', 'user']);
  });

  it('A-NOTICE-25 reconnects 5000 ms after a close', () => {
    const { connection, latest, sockets } = setup();
    connection.start();
    latest().open();
    latest().drop();
    vi.advanceTimersByTime(4999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
  });

  it('A-NOTICE-26 reconnects 5000 ms after an error, once even when a close follows', () => {
    const { connection, latest, sockets } = setup();
    connection.start();
    latest().fail();
    latest().drop();
    vi.advanceTimersByTime(4999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(10000);
    expect(sockets).toHaveLength(2);
  });

  it('A-NOTICE-27 sends a heartbeat after 20000 ms of silence and reconnects when no answer comes within 20000 ms', () => {
    const { connection, latest, sockets } = setup();
    connection.start();
    const first = latest();
    first.open();
    vi.advanceTimersByTime(19999);
    expect(first.sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(first.sent).toEqual([HEARTBEAT_TEXT]);
    vi.advanceTimersByTime(19999);
    expect(first.closed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(first.closed).toBe(true);
    vi.advanceTimersByTime(5000);
    expect(sockets).toHaveLength(2);
  });

  it('keeps the connection while the heartbeat is answered', () => {
    const { connection, latest, sockets } = setup();
    connection.start();
    latest().open();
    for (let beat = 0; beat < 3; beat++) {
      vi.advanceTimersByTime(20000);
      latest().receive(JSON.stringify({ cmd: 'heartcheck', msgTxt: '心跳响应' }));
    }
    expect(latest().sent).toEqual([HEARTBEAT_TEXT, HEARTBEAT_TEXT, HEARTBEAT_TEXT]);
    expect(latest().closed).toBe(false);
    expect(sockets).toHaveLength(1);
  });

  it('stops for good: closes the socket and never reconnects', () => {
    const { connection, latest, sockets } = setup();
    connection.start();
    latest().open();
    connection.stop();
    expect(latest().closed).toBe(true);
    latest().drop();
    vi.advanceTimersByTime(60000);
    expect(sockets).toHaveLength(1);
  });
});
