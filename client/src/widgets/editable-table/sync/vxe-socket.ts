// The editable table's real-time sync socket (001 §4, B-SYNC): /vxeSocket/{userId}/{pageId} on the API host, ws or
// wss matching the page, the access token as the sub-protocol. A heartbeat every 10 s expects an answer within 6 s;
// a timeout, an error or a close reconnects after 5 s (one reconnect at a time).
export const HEARTBEAT_INTERVAL_MS = 10_000;
export const HEARTBEAT_TIMEOUT_MS = 6_000;
export const RECONNECT_DELAY_MS = 5_000;

export const VXE_MESSAGE_TYPES = ['heart_beat', 'common_send_date', 'update_vxe_table'] as const;
export type VxeMessageType = (typeof VXE_MESSAGE_TYPES)[number];

export interface VxeMessage {
  type: VxeMessageType | 'error';
  data: unknown;
}

/** What the connection needs of a WebSocket (the browser's, or a fake in tests). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onclose: ((event: unknown) => void) | null;
}

export type SocketFactory = (url: string, protocols: string[]) => SocketLike;

const OPEN = 1;

export function vxeSocketUrl(apiBaseUrl: string, userId: string, pageId: string, pageHref: string): string {
  const base = apiBaseUrl.endsWith('/') ? apiBaseUrl.slice(0, -1) : apiBaseUrl;
  const url = new URL(`${base}/vxeSocket/${encodeURIComponent(userId)}/${encodeURIComponent(pageId)}`, pageHref);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

export interface VxeConnectionOptions {
  url: string;
  /** Read at every (re)connect: the stored token may have changed since the last one. */
  token: () => string | null;
  onMessage: (message: VxeMessage) => void;
  onStatus?: (status: 'open' | 'closed') => void;
  create?: SocketFactory;
}

export class VxeConnection {
  private socket: SocketLike | null = null;
  private heartbeatTimer: ReturnType<typeof setTimeout> | undefined;
  private timeoutTimer: ReturnType<typeof setTimeout> | undefined;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;
  private readonly create: SocketFactory;

  constructor(private readonly options: VxeConnectionOptions) {
    this.create = options.create ?? ((url, protocols) => new WebSocket(url, protocols) as unknown as SocketLike);
  }

  start(): void {
    this.stopped = false;
    this.open();
  }

  stop(): void {
    this.stopped = true;
    this.clearTimers();
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = undefined;
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.onerror = null;
      socket.close();
    }
  }

  get connected(): boolean {
    return this.socket?.readyState === OPEN;
  }

  /** Sends a message when connected; answers whether it went out. */
  send(message: VxeMessage): boolean {
    if (!this.socket || this.socket.readyState !== OPEN) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  private open(): void {
    const token = this.options.token();
    const socket = this.create(this.options.url, token ? [token] : []);
    this.socket = socket;
    socket.onopen = () => {
      this.options.onStatus?.('open');
      this.beat();
    };
    socket.onmessage = (event) => this.receive(event.data);
    socket.onerror = () => this.reconnect();
    socket.onclose = () => this.reconnect();
  }

  private receive(raw: unknown): void {
    let message: VxeMessage;
    try {
      message = JSON.parse(String(raw)) as VxeMessage;
    } catch {
      return;
    }
    if (message.type === 'heart_beat') {
      // The answer: the next beat goes out 10 s later.
      clearTimeout(this.timeoutTimer);
      this.heartbeatTimer = setTimeout(() => this.beat(), HEARTBEAT_INTERVAL_MS);
      return;
    }
    this.options.onMessage(message);
  }

  private beat(): void {
    this.clearTimers();
    if (!this.send({ type: 'heart_beat', data: '' })) return;
    this.timeoutTimer = setTimeout(() => this.reconnect(), HEARTBEAT_TIMEOUT_MS);
  }

  private clearTimers(): void {
    clearTimeout(this.heartbeatTimer);
    clearTimeout(this.timeoutTimer);
  }

  /** Closes what is left and opens again after 5 s; locked so an error followed by a close reconnects once. */
  private reconnect(): void {
    if (this.stopped || this.reconnectTimer !== undefined) return;
    this.clearTimers();
    this.options.onStatus?.('closed');
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.onerror = null;
      socket.onmessage = null;
      try {
        socket.close();
      } catch {
        // already closed
      }
    }
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      if (!this.stopped) this.open();
    }, RECONNECT_DELAY_MS);
  }
}
