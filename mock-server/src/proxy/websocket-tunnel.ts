// The proxy's websockets (/v1/websocket/*, /v1/vxeSocket/*): the caller's upgrade request goes to the backend with
// its headers (the token travels as the sub-protocol), the backend's handshake answer comes back as it is, and the
// two connections are then joined byte for byte: frames are neither read nor changed. Other upgrades are refused.
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { API_PREFIX } from '../openapi/register-routes.js';
import { upstreamPathOf, type Backend } from './backend.js';
import { headersForBackend, headersForCaller } from './forward.js';

const TUNNELLED = [`${API_PREFIX}/websocket/`, `${API_PREFIX}/vxeSocket/`];

const statusLine = (status: number, message: string) => `HTTP/1.1 ${status} ${message}\r\n`;

function head(status: number, message: string, rawHeaders: string[]): string {
  let text = statusLine(status, message);
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) text += `${rawHeaders[i] as string}: ${rawHeaders[i + 1] as string}\r\n`;
  return `${text}\r\n`;
}

function refuse(socket: Duplex, status: number, message: string): void {
  socket.end(`${statusLine(status, message)}Connection: close\r\nContent-Length: 0\r\n\r\n`);
}

export interface Tunnels {
  /** Ends every open tunnel (the server's close does not reach upgraded connections). */
  closeAll(): void;
}

export function tunnelWebsockets(server: Server, backend: Backend): Tunnels {
  const open = new Set<Duplex>();
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, early: Buffer) => {
    const url = request.url ?? '';
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    socket.on('error', () => socket.destroy());
    if (!TUNNELLED.some((prefix) => url.startsWith(prefix))) {
      refuse(socket, 404, 'Not Found');
      return;
    }
    // The upgrade itself is what this hop forwards: Connection and Upgrade go along this time.
    const headers = { ...headersForBackend(request, backend), connection: 'Upgrade', upgrade: String(request.headers.upgrade ?? 'websocket') };
    const upstream = backend.request({
      method: 'GET',
      path: upstreamPathOf(backend, url),
      headers,
      agent: false,
    });
    upstream.once('upgrade', (answer, backendSocket: Duplex, backendEarly: Buffer) => {
      socket.write(head(answer.statusCode ?? 101, answer.statusMessage ?? 'Switching Protocols', answer.rawHeaders));
      if (backendEarly.length > 0) socket.write(backendEarly);
      if (early.length > 0) backendSocket.write(early);
      backendSocket.on('error', () => socket.destroy());
      socket.on('close', () => backendSocket.destroy());
      backendSocket.on('close', () => socket.destroy());
      backendSocket.pipe(socket).pipe(backendSocket);
    });
    // The backend refused the upgrade (a 401, a 404): its answer goes back as it is.
    upstream.once('response', (answer) => {
      // Its body (already unchunked by Node) ends with the connection.
      socket.write(head(answer.statusCode ?? 502, answer.statusMessage ?? '', [...headersForCaller(answer), 'Connection', 'close']));
      answer.pipe(socket);
    });
    upstream.on('error', () => refuse(socket, 502, 'Bad Gateway'));
    socket.once('close', () => upstream.destroy());
    upstream.end();
  });
  return {
    closeAll: () => {
      for (const socket of open) socket.destroy();
    },
  };
}
