// The two websockets of x-websockets: the announcement push (/v1/websocket/{userId}) and the editable-table sync
// (/v1/vxeSocket/{userId}/{pageId}). Both take the access token as the sub-protocol, as upstream 3.x's
// WebsocketFilter does. Connections live in the store's socket hub (store/socket-hub.ts), so handlers
// (doReleaseData) can push to them without knowing this plugin.
import fastifyWebsocket, { type WebSocket } from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TOKEN_INVALID_MESSAGE } from '../envelope.js';
import { API_PREFIX } from '../openapi/register-routes.js';
import { jsonBodyProblem } from './json-body.js';
import type { Store } from '../store/store.js';
import { broadcast, frameOf, hubOf, sendFrame, sendJson, SOCKET_MAX_PAYLOAD, type Hub, type PushSocket } from '../store/socket-hub.js';
import type { Schema } from '../lib/schema.js';
import type { UserRecord } from '../store/records/users.js';

export const CLOSE_TOKEN_INVALID = 4401;
export const CLOSE_OTHER_USER = 4403;
export const TOKEN_MISSING_MESSAGE = 'Token不能为空';
export const OTHER_USER_MESSAGE = '无权访问其他用户的消息';

type VxeMessage = Schema<'WsVxeMessage'>;

/** The token from the Sec-WebSocket-Protocol header (the browser's `new WebSocket(url, [token])`). */
function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers['sec-websocket-protocol'];
  const first = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')[0]?.trim();
  return first || null;
}

/** The caller, or null after closing the socket with the reason. */
function authorise(socket: WebSocket, request: FastifyRequest, store: Store, userId: string): UserRecord | null {
  const token = tokenOf(request);
  if (!token) {
    socket.close(CLOSE_TOKEN_INVALID, TOKEN_MISSING_MESSAGE);
    return null;
  }
  const session = store.sessions.touch(token);
  const user = session ? store.userByName(session.username) : undefined;
  if (!user) {
    socket.close(CLOSE_TOKEN_INVALID, TOKEN_INVALID_MESSAGE);
    return null;
  }
  if (user.id !== userId) {
    socket.close(CLOSE_OTHER_USER, OTHER_USER_MESSAGE);
    return null;
  }
  return user;
}

const HEARTCHECK = frameOf({ cmd: 'heartcheck', msgTxt: '心跳响应' } satisfies Schema<'WsHeartcheck'>);
const VXE_HEART_BEAT = frameOf({ type: 'heart_beat', data: true } satisfies VxeMessage);

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Why a vxeSocket frame is not relayed, or null when it is a well-formed relay message. */
function relayProblem(message: Record<string, unknown>): string | null {
  const data = message.data;
  if (message.type === 'update_vxe_table') {
    if (!isObject(data)) return '消息格式不正确：data 应为对象 {socketKey, args}';
    if (typeof data.socketKey !== 'string' || !data.socketKey) return '消息格式不正确：data.socketKey 不能为空';
    if (!Array.isArray(data.args)) return '消息格式不正确：data.args 应为数组';
    return null;
  }
  if (!isObject(data)) return '消息格式不正确：data 应为对象 {key, args}';
  if (typeof data.key !== 'string' || !data.key) return '消息格式不正确：data.key 不能为空';
  if (!Array.isArray(data.args)) return '消息格式不正确：data.args 应为数组';
  return null;
}

function onVxeFrame(hub: Hub, socket: WebSocket, raw: string): void {
  // The bounds of a JSON body (json-body.ts): serializing a relay of 100 000 nested arrays would overflow the stack.
  const hostile = jsonBodyProblem(raw, '');
  if (hostile) {
    sendJson(hub, socket, { type: 'error', data: `消息格式不正确：${hostile}` } satisfies VxeMessage);
    return;
  }
  let message: unknown;
  try {
    message = JSON.parse(raw);
  } catch {
    sendJson(hub, socket, { type: 'error', data: '消息格式不正确：不是合法的 JSON' } satisfies VxeMessage);
    return;
  }
  if (!isObject(message)) {
    sendJson(hub, socket, { type: 'error', data: '消息格式不正确：应为 {type, data}' } satisfies VxeMessage);
    return;
  }
  if (message.type === 'heart_beat') {
    sendFrame(hub, socket, VXE_HEART_BEAT);
    return;
  }
  if (message.type !== 'update_vxe_table' && message.type !== 'common_send_date') {
    sendJson(hub, socket, { type: 'error', data: `不识别的消息类型：${String(message.type)}` } satisfies VxeMessage);
    return;
  }
  const problem = relayProblem(message);
  if (problem) {
    sendJson(hub, socket, { type: 'error', data: problem } satisfies VxeMessage);
    return;
  }
  broadcast(hub, hub.vxe, { type: message.type, data: message.data } satisfies VxeMessage, socket);
}

export async function registerWebsockets(app: FastifyInstance, store: Store): Promise<void> {
  await app.register(fastifyWebsocket, { options: { maxPayload: SOCKET_MAX_PAYLOAD } });
  const hub = hubOf(store);

  app.get<{ Params: { userId: string } }>(`${API_PREFIX}/websocket/:userId`, { websocket: true }, (socket, request) => {
    const user = authorise(socket, request, store, request.params.userId);
    if (!user) return;
    const sockets = hub.announcement.get(user.id) ?? new Set<PushSocket>();
    hub.announcement.set(user.id, sockets.add(socket));
    // Any frame (the Vue2 client sends the text "HeartBeat") is a heartbeat: answer this connection only.
    socket.on('message', () => void sendFrame(hub, socket, HEARTCHECK));
    socket.on('close', () => {
      sockets.delete(socket);
      if (sockets.size === 0 && hub.announcement.get(user.id) === sockets) hub.announcement.delete(user.id);
    });
  });

  app.get<{ Params: { userId: string; pageId: string } }>(`${API_PREFIX}/vxeSocket/:userId/:pageId`, { websocket: true }, (socket, request) => {
    const user = authorise(socket, request, store, request.params.userId);
    if (!user) return;
    hub.vxe.add(socket);
    socket.on('message', (raw: Buffer | ArrayBuffer | Buffer[], isBinary: boolean) => {
      const text = isBinary ? '' : Buffer.isBuffer(raw) ? raw.toString('utf8') : Array.isArray(raw) ? Buffer.concat(raw).toString('utf8') : Buffer.from(raw).toString('utf8');
      onVxeFrame(hub, socket, text);
    });
    socket.on('close', () => hub.vxe.delete(socket));
  });
}
