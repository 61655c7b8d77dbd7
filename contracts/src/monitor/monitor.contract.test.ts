import { describe, expect, it } from 'vitest';
import { call, loginAs, mockPerFile, resultOf } from '../kit';

const mock = mockPerFile({ login: 'admin' });

const metric = async (name: string, tag = '') =>
  call(mock.app, 'actuatorMetrics', { url: `/v1/actuator/metrics/${name}${tag ? `?tag=${tag}` : ''}`, token: mock.token });
const valueOf = async (name: string, statistic = 'VALUE', tag = '') =>
  (await metric(name, tag)).body.measurements.find((m) => m.statistic === statistic)?.value;

describe('actuator metrics', () => {
  it('answer the JVM names with the process’s memory, heap and non-heap adding up to the whole', async () => {
    const answer = await metric('jvm.memory.used');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ name: 'jvm.memory.used', baseUnit: 'bytes', availableTags: [{ tag: 'area', values: ['heap', 'nonheap'] }] });
    const heap = (await valueOf('jvm.memory.used', 'VALUE', 'area:heap'))!;
    const nonHeap = (await valueOf('jvm.memory.used', 'VALUE', 'area:nonheap'))!;
    expect(heap).toBeGreaterThan(1024 * 1024);
    expect(nonHeap).toBeGreaterThan(0);
    expect(await valueOf('jvm.memory.max')).toBeGreaterThan(heap);
    expect(await valueOf('jvm.memory.committed')).toBeGreaterThan(heap);
    for (const name of ['jvm.buffer.memory.used', 'jvm.threads.live', 'jvm.threads.daemon', 'jvm.threads.peak', 'jvm.gc.live.data.size', 'jvm.gc.max.data.size']) {
      expect(await valueOf(name), name).toBeGreaterThanOrEqual(0);
    }
    expect((await metric('jvm.gc.pause')).body.measurements.map((m) => m.statistic)).toEqual(['COUNT', 'TOTAL_TIME', 'MAX']);
  });

  it('answer the system names: CPU count and usage, start time in epoch seconds, uptime', async () => {
    expect(await valueOf('system.cpu.count')).toBeGreaterThanOrEqual(1);
    for (const name of ['system.cpu.usage', 'process.cpu.usage']) {
      const usage = (await valueOf(name))!;
      expect(usage).toBeGreaterThanOrEqual(0);
      expect(usage).toBeLessThanOrEqual(1);
    }
    const start = (await valueOf('process.start.time'))!;
    expect(start).toBeLessThan(Date.now() / 1000);
    expect(start).toBeGreaterThan(Date.now() / 1000 - 86_400 * 30);
    expect(await valueOf('process.uptime')).toBeGreaterThan(0);
  });

  it('count sessions: a second login moves created and active', async () => {
    const created = (await valueOf('tomcat.sessions.created', 'COUNT'))!;
    const active = (await valueOf('tomcat.sessions.active.current'))!;
    await loginAs(mock.app, 'jeecg');
    expect(await valueOf('tomcat.sessions.created', 'COUNT')).toBe(created + 1);
    expect(await valueOf('tomcat.sessions.active.current')).toBe(active + 1);
    expect(await valueOf('tomcat.sessions.active.max')).toBeGreaterThanOrEqual(active + 1);
    expect(await valueOf('tomcat.sessions.expired', 'COUNT')).toBeGreaterThanOrEqual(0);
    expect(await valueOf('tomcat.sessions.rejected', 'COUNT')).toBe(0);
    expect(await valueOf('websocket.connections.active')).toBe(0);
  });

  it('an unknown name or tag answers 404, a malformed name 400, no token 401', async () => {
    const unknown = await metric('jvm.classes.loaded');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ success: false, message: '未知的指标：jvm.classes.loaded' });
    expect((await metric('jvm.memory.used', 'area:elsewhere')).status).toBe(404);
    expect((await metric('JVM%20memory')).status).toBe(400);
    expect((await call(mock.app, 'actuatorMetrics', { url: '/v1/actuator/metrics/jvm.memory.used' })).status).toBe(401);
  });
});

describe('actuator httptrace', () => {
  it('lists the requests served newest first, a new request at the top', async () => {
    await call(mock.app, 'sysActuatorRedisKeysSize', { url: '/v1/sys/actuator/redis/keysSize?_t=42', token: mock.token });
    const answer = await call(mock.app, 'actuatorHttptrace', { url: '/v1/actuator/httptrace', token: mock.token });
    expect(answer.status).toBe(200);
    const [latest] = answer.body.traces;
    expect(latest).toMatchObject({ request: { method: 'GET' }, response: { status: 200 } });
    expect(latest?.request.uri).toContain('/v1/sys/actuator/redis/keysSize?_t=42');
    expect(latest?.timeTaken).toBeGreaterThanOrEqual(0);
    expect(answer.body.traces.length).toBeLessThanOrEqual(100);
  });

  it('never holds a token: no token, authorization or cookie header, and a token in the query masked', async () => {
    const secret = mock.token;
    await mock.app.inject({ method: 'GET', url: `/v1/sys/actuator/redis/keysSize?token=${secret}`, headers: { cookie: `session=${secret}`, authorization: `Bearer ${secret}` } });
    await mock.app.inject({ method: 'GET', url: '/v1/sys/user/list', headers: { 'x-access-token': secret, token: secret } });
    const answer = await call(mock.app, 'actuatorHttptrace', { url: '/v1/actuator/httptrace', token: secret });
    const text = JSON.stringify(answer.body);
    expect(text).not.toContain(secret);
    expect(text).toContain('token=******');
    for (const trace of answer.body.traces) {
      expect(Object.keys(trace.request.headers).map((name) => name.toLowerCase())).not.toEqual(
        expect.arrayContaining(['x-access-token']),
      );
      for (const name of ['authorization', 'cookie', 'token']) expect(Object.keys(trace.request.headers)).not.toContain(name);
    }
  });

  it('no token answers 401', async () => {
    expect((await call(mock.app, 'actuatorHttptrace', { url: '/v1/actuator/httptrace' })).status).toBe(401);
  });
});

describe('the cache server (the mock’s store)', () => {
  it('INFO lists the store’s figures and one entry per table (code 200)', async () => {
    const answer = await call(mock.app, 'sysActuatorRedisInfo', { url: '/v1/sys/actuator/redis/info', token: mock.token });
    expect(answer.body).toMatchObject({ success: true, code: 200 });
    const info = resultOf(answer);
    const keys = info.map((item) => item.key);
    expect(keys).toEqual(expect.arrayContaining(['redis_version', 'uptime_in_seconds', 'connected_clients', 'used_memory', 'db0', 'table.users', 'table.quartzJobs']));
    expect(info.find((item) => item.key === 'table.users')?.value).toMatch(/^rows=\d+,bytes=\d+$/);
  });

  it('keysSize and memoryInfo answer plain JSON that moves when rows are added', async () => {
    const keys = await call(mock.app, 'sysActuatorRedisKeysSize', { url: '/v1/sys/actuator/redis/keysSize', token: mock.token });
    const memory = await call(mock.app, 'sysActuatorRedisMemoryInfo', { url: '/v1/sys/actuator/redis/memoryInfo', token: mock.token });
    expect(keys.body.create_time).toBeGreaterThan(0);
    expect(Number(memory.body.used_memory)).toBeGreaterThan(0);
    await mock.fromSeed(async (app, token) => {
      const before = await call(app, 'sysActuatorRedisKeysSize', { url: '/v1/sys/actuator/redis/keysSize', token });
      const memoryBefore = await call(app, 'sysActuatorRedisMemoryInfo', { url: '/v1/sys/actuator/redis/memoryInfo', token });
      await call(app, 'sysPositionAdd', { method: 'POST', url: '/v1/sys/position/add', token, payload: { code: 'monitor_probe', name: '监控探针' } });
      const after = await call(app, 'sysActuatorRedisKeysSize', { url: '/v1/sys/actuator/redis/keysSize', token });
      expect(after.body.dbSize).toBe(before.body.dbSize + 1);
      const memoryAfter = await call(app, 'sysActuatorRedisMemoryInfo', { url: '/v1/sys/actuator/redis/memoryInfo', token });
      expect(Number(memoryAfter.body.used_memory)).toBeGreaterThan(Number(memoryBefore.body.used_memory));
    });
  });

  it('no token answers 401', async () => {
    expect((await call(mock.app, 'sysActuatorRedisInfo', { url: '/v1/sys/actuator/redis/info' })).status).toBe(401);
    expect((await call(mock.app, 'sysActuatorRedisKeysSize', { url: '/v1/sys/actuator/redis/keysSize' })).status).toBe(401);
    expect((await call(mock.app, 'sysActuatorRedisMemoryInfo', { url: '/v1/sys/actuator/redis/memoryInfo' })).status).toBe(401);
  });
});

describe('disk info', () => {
  it('lists the machine’s file systems with total, free and used per cent (查询成功)', async () => {
    const answer = await call(mock.app, 'sysActuatorRedisQueryDiskInfo', { url: '/v1/sys/actuator/redis/queryDiskInfo', token: mock.token });
    expect(answer.body).toMatchObject({ success: true, code: 200, message: '查询成功' });
    const disks = resultOf(answer);
    expect(disks.length).toBeGreaterThan(0);
    for (const disk of disks) {
      expect(disk.max).toBeGreaterThan(0);
      expect(disk.rest).toBeLessThanOrEqual(disk.max);
      expect(disk.restPPT).toBe(Math.floor(((disk.max - disk.rest) * 100) / disk.max));
    }
  });

  it('no token answers 401', async () => {
    expect((await call(mock.app, 'sysActuatorRedisQueryDiskInfo', { url: '/v1/sys/actuator/redis/queryDiskInfo' })).status).toBe(401);
  });
});
