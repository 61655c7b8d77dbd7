// The open websocket connections of a store: the announcement sockets by user and the editable-table sockets. The
// websocket plugin registers connections here; handlers push through it (doReleaseData), never through the plugin.
//
// A broadcast is serialized once and the same bytes are written to every socket. Each socket's unsent data is
// bounded: a client that stops reading (a frozen tab, a stalled network) would otherwise hold ever more memory in
// the server. When a socket's bufferedAmount passes SOCKET_BUFFER_LIMIT after a write, the socket is dropped
// (terminated: a close frame would only queue behind the data it does not read) and the client reconnects, as its
// close handler does after 5 s. The others are never waited for: a write to one socket does not wait for another.
import type { Schema } from '../lib/schema.js';
import type { Store } from './store.js';

export type AnnouncementPush = Schema<'WsAnnouncementPush'>;

/** The websocket plugin's largest accepted frame (ws maxPayload); a relay may send one as large. */
export const SOCKET_MAX_PAYLOAD = 1024 * 1024;

/**
 * Unsent bytes past which a socket is dropped: four of the largest frames, so a healthy client that is sent one
 * large relay while the kernel takes the first bytes is never dropped, and a client that reads nothing is dropped
 * after a few megabytes at most.
 */
export const SOCKET_BUFFER_LIMIT = 4 * SOCKET_MAX_PAYLOAD;

/** What the hub needs of a socket (a ws WebSocket is one). */
export interface PushSocket {
  readonly readyState: number;
  readonly OPEN: number;
  /** Bytes written by send and not yet handed to the kernel. */
  readonly bufferedAmount: number;
  send(data: string | Buffer, options?: { binary?: boolean }): void;
  /** Destroys the connection at once (no close handshake). */
  terminate(): void;
}

export interface Hub {
  /** Announcement sockets by user id (a user may have several tabs open). */
  announcement: Map<string, Set<PushSocket>>;
  /** Every open vxeSocket connection. */
  vxe: Set<PushSocket>;
  /** Sockets dropped for passing SOCKET_BUFFER_LIMIT since start (the monitor and tests read it). */
  dropped: number;
}

const hubs = new WeakMap<Store, Hub>();

export function hubOf(store: Store): Hub {
  let hub = hubs.get(store);
  if (!hub) {
    hub = { announcement: new Map(), vxe: new Set(), dropped: 0 };
    hubs.set(store, hub);
  }
  return hub;
}

/** A message serialized once for any number of sockets (sent as a text frame). */
export function frameOf(message: unknown): Buffer {
  return Buffer.from(JSON.stringify(message));
}

/**
 * Writes a frame to one socket; false when the socket is not open or has just been dropped for holding more than
 * SOCKET_BUFFER_LIMIT unsent bytes.
 */
export function sendFrame(hub: Hub, socket: PushSocket, frame: Buffer): boolean {
  if (socket.readyState !== socket.OPEN) return false;
  socket.send(frame, { binary: false });
  if (socket.bufferedAmount <= SOCKET_BUFFER_LIMIT) return true;
  hub.dropped++;
  socket.terminate();
  return false;
}

/** Sends one message to one socket (an answer to its own frame). */
export function sendJson(hub: Hub, socket: PushSocket, message: unknown): boolean {
  return sendFrame(hub, socket, frameOf(message));
}

/** Sends one message to every socket of `sockets` but `except`; answers how many it reached. */
export function broadcast(hub: Hub, sockets: Iterable<PushSocket>, message: unknown, except?: PushSocket): number {
  const frame = frameOf(message);
  let reached = 0;
  // A copy: a dropped socket leaves its set (its close handler) while the loop runs.
  for (const socket of [...sockets]) if (socket !== except && sendFrame(hub, socket, frame)) reached++;
  return reached;
}

/**
 * Sends an announcement push to the open /websocket connections of the targets (ALL → every connection).
 * Answers how many connections it reached.
 */
export function pushAnnouncement(store: Store, targets: 'ALL' | string[], message: AnnouncementPush): number {
  const hub = hubOf(store);
  const sockets = targets === 'ALL' ? [...hub.announcement.values()].flatMap((set) => [...set]) : targets.flatMap((userId) => [...(hub.announcement.get(userId) ?? [])]);
  return broadcast(hub, sockets, message);
}

/** Open connections (for tests and the control routes). */
export function connectionCounts(store: Store): { announcement: number; vxe: number } {
  const hub = hubOf(store);
  return { announcement: [...hub.announcement.values()].reduce((sum, set) => sum + set.size, 0), vxe: hub.vxe.size };
}
