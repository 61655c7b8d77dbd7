// The baseline: a bare Fastify hello-world on the same machine, measured in the same run as the mock server.
// `/bytes/:size` answers a fixed JSON body of that many bytes, to tell the cost of a list's payload from the cost
// of computing it.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));

const bodies = new Map();
app.get('/bytes/:size', async (request, reply) => {
  const size = Math.min(Number(request.params.size) || 0, 1_000_000);
  if (!bodies.has(size)) bodies.set(size, Buffer.from(JSON.stringify({ text: 'x'.repeat(Math.max(0, size - 11)) })));
  return reply.type('application/json').send(bodies.get(size));
});
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log(`listening ${app.server.address().port}`);
