// The websockets benchmark's baseline: a bare `ws` server (Node's http + ws, no Fastify, no auth, no store) on the
// same paths as the mock. GET /broadcast sends one text frame to every connection, as the mock's release push does;
// any frame on /v1/websocket/… is answered with the heartcheck, on /v1/vxeSocket/… relayed to the other pages.
import { createServer } from 'node:http';
import { WebSocketServer } from 'ws';

const bells = new Set();
const pages = new Set();
const HEARTCHECK = Buffer.from(JSON.stringify({ cmd: 'heartcheck', msgTxt: '心跳响应' }));
const VXE_HEART_BEAT = Buffer.from(JSON.stringify({ type: 'heart_beat', data: true }));

const server = createServer((request, response) => {
  if (request.url.startsWith('/broadcast')) {
    const frame = Buffer.from(JSON.stringify({ cmd: 'topic', msgId: new URL(request.url, 'http://x').searchParams.get('anntId'), msgTxt: '年中绩效考核安排（草稿）' }));
    for (const socket of bells) socket.send(frame, { binary: false });
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"success":true}');
    return;
  }
  response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
});
const wss = new WebSocketServer({ server, maxPayload: 1024 * 1024, handleProtocols: (protocols) => [...protocols][0] ?? false });
wss.on('connection', (socket, request) => {
  const vxe = request.url.startsWith('/v1/vxeSocket/');
  const group = vxe ? pages : bells;
  group.add(socket);
  socket.on('close', () => group.delete(socket));
  socket.on('message', (data) => {
    if (!vxe) return void socket.send(HEARTCHECK, { binary: false });
    const message = JSON.parse(String(data));
    if (message.type === 'heart_beat') return void socket.send(VXE_HEART_BEAT, { binary: false });
    const frame = Buffer.from(JSON.stringify({ type: message.type, data: message.data }));
    for (const other of pages) if (other !== socket) other.send(frame, { binary: false });
  });
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => console.log(`listening ${server.address().port}`));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(0));
