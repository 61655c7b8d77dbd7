// The live announcement connection (spec 000 §4, §9; decisions #13): the access token travels as the WebSocket
// sub-protocol; a push with command topic or user triggers `onRefresh`; after 20 s of silence a HeartBeat is sent
// and, if nothing answers within another 20 s, the socket is closed; 5 s after any close or error it reconnects
// (one pending reconnect at a time), until `stop()`.
import { HEARTBEAT_TIMEOUT_MS, RECONNECT_DELAY_MS } from '../model/notice-timing';
import { parsePushFrame, refreshesList, type PushFrame } from '../model/push-message';

export interface SocketLike {
  send(data: string): void;
  close(): void;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
}

export type SocketFactory = (url: string, protocols: string[]) => SocketLike;

export interface ConnectionTimers {
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (id: unknown) => void;
}

export interface AnnouncementConnectionOptions {
  url: string;
  token: string;
  onRefresh: (frame: PushFrame) => void;
  createSocket?: SocketFactory;
  timers?: ConnectionTimers;
}

export const HEARTBEAT_TEXT = 'HeartBeat';

const browserSocket: SocketFactory = (url, protocols) => new WebSocket(url, protocols);
const browserTimers: ConnectionTimers = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
};

export class AnnouncementConnection {
  private socket: SocketLike | null = null;
  private stopped = true;
  private reconnectTimer: unknown = null;
  private beatTimer: unknown = null;
  private answerTimer: unknown = null;
  private readonly createSocket: SocketFactory;
  private readonly timers: ConnectionTimers;

  constructor(private readonly options: AnnouncementConnectionOptions) {
    this.createSocket = options.createSocket ?? browserSocket;
    this.timers = options.timers ?? browserTimers;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.open();
  }

  stop(): void {
    this.stopped = true;
    this.clearTimer('reconnectTimer');
    this.clearHeartbeat();
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onopen = socket.onmessage = socket.onclose = socket.onerror = null;
      socket.close();
    }
  }

  private open(): void {
    let socket: SocketLike;
    try {
      socket = this.createSocket(this.options.url, [this.options.token]);
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => this.armHeartbeat();
    socket.onmessage = (event) => {
      this.armHeartbeat();
      const frame = parsePushFrame(event.data);
      if (refreshesList(frame)) this.options.onRefresh(frame);
    };
    socket.onclose = () => this.lost(socket);
    socket.onerror = () => this.lost(socket);
  }

  private lost(socket: SocketLike): void {
    if (socket !== this.socket) return;
    this.clearHeartbeat();
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    // Locked like upstream's lockReconnect: an error followed by a close schedules one reconnect, not two.
    if (this.stopped || this.reconnectTimer !== null) return;
    this.reconnectTimer = this.timers.setTimeout(() => {
      this.reconnectTimer = null;
      if (this.stopped) return;
      const previous = this.socket;
      this.socket = null;
      if (previous) previous.onopen = previous.onmessage = previous.onclose = previous.onerror = null;
      this.open();
    }, RECONNECT_DELAY_MS);
  }

  private armHeartbeat(): void {
    this.clearHeartbeat();
    this.beatTimer = this.timers.setTimeout(() => {
      this.beatTimer = null;
      const socket = this.socket;
      if (!socket) return;
      try {
        socket.send(HEARTBEAT_TEXT);
      } catch {
        this.lost(socket);
        return;
      }
      this.answerTimer = this.timers.setTimeout(() => {
        this.answerTimer = null;
        // No answer: close; the close handler schedules the reconnect.
        socket.close();
        this.lost(socket);
      }, HEARTBEAT_TIMEOUT_MS);
    }, HEARTBEAT_TIMEOUT_MS);
  }

  private clearHeartbeat(): void {
    this.clearTimer('beatTimer');
    this.clearTimer('answerTimer');
  }

  private clearTimer(name: 'reconnectTimer' | 'beatTimer' | 'answerTimer'): void {
    if (this[name] !== null) this.timers.clearTimeout(this[name]);
    this[name] = null;
  }
}
