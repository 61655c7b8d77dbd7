// The open websocket connections of a store: the announcement sockets by user and the editable-table sockets. The
// websocket plugin registers connections here; handlers push through it (doReleaseData), never through the plugin.
import type { Schema } from '../lib/schema.js';
import type { Store } from './store.js';

export type AnnouncementPush = Schema<'WsAnnouncementPush'>;

/** What the hub needs of a socket (a ws WebSocket is one). */
export interface PushSocket {
  readonly readyState: number;
  readonly OPEN: number;
  send(data: string): void;
}

export interface Hub {
  /** Announcement sockets by user id (a user may have several tabs open). */
  announcement: Map<string, Set<PushSocket>>;
  /** Every open vxeSocket connection. */
  vxe: Set<PushSocket>;
}

const hubs = new WeakMap<Store, Hub>();

export function hubOf(store: Store): Hub {
  let hub = hubs.get(store);
  if (!hub) {
    hub = { announcement: new Map(), vxe: new Set() };
    hubs.set(store, hub);
  }
  return hub;
}

export function sendJson(socket: PushSocket, message: unknown): boolean {
  if (socket.readyState !== socket.OPEN) return false;
  socket.send(JSON.stringify(message));
  return true;
}

/**
 * Sends an announcement push to the open /websocket connections of the targets (ALL → every connection).
 * Answers how many connections it reached.
 */
export function pushAnnouncement(store: Store, targets: 'ALL' | string[], message: AnnouncementPush): number {
  const { announcement } = hubOf(store);
  const sockets = targets === 'ALL' ? [...announcement.values()].flatMap((set) => [...set]) : targets.flatMap((userId) => [...(announcement.get(userId) ?? [])]);
  return sockets.filter((socket) => sendJson(socket, message)).length;
}

/** Open connections (for tests and the control routes). */
export function connectionCounts(store: Store): { announcement: number; vxe: number } {
  const hub = hubOf(store);
  return { announcement: [...hub.announcement.values()].reduce((sum, set) => sum + set.size, 0), vxe: hub.vxe.size };
}
