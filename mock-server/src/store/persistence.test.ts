import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';

type App = Awaited<ReturnType<typeof buildApp>>;

const login = async (app: App) => {
  await app.inject({ method: 'GET', url: '/v1/sys/randomImage/p' });
  const captcha = app.store.captchas.peek('p');
  const answer = await app.inject({ method: 'POST', url: '/v1/sys/login', payload: { username: 'admin', password: '123456', captcha, checkKey: 'p' } });
  return answer.json().result.token as string;
};

function multipart(fields: Record<string, string>, file: { name: string; content: Buffer }) {
  const boundary = '----durable';
  const parts = Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  const payload = Buffer.concat([
    ...parts,
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    file.content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

const sampleJobLogs = (app: App) => app.store.data.sysLogs.filter((log) => log.logContent.includes('SampleJob')).length;

// One data dir through three starts (building the app takes seconds): the first server is never closed before the
// second starts on the folder, as after kill -9, so the second reads only what the first made durable.
describe('--data-dir persistence (durable writes through the app)', () => {
  it('writes, an x-writes GET, an upload and a scheduled job run are on disk when answered; a reset is too', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mis-persist-'));
    const first = await buildApp({ staticDir: false, dataDir });
    const token = await login(first);
    const headers = { 'x-access-token': token };

    // A scheduled job that runs every second: its log entries are journaled like a write's.
    const job = first.store.data.quartzJobs.find((j) => j.parameter === null && j.cronExpression.startsWith('0/30'));
    expect(job).toBeDefined();
    const logsBefore = sampleJobLogs(first);
    Object.assign(job!, { status: 0, cronExpression: '* * * * * ?' });

    const add = await first.inject({ method: 'POST', url: '/v1/sys/user/add', headers, payload: { username: 'persisted1', realname: '持久化', password: '123456' } });
    expect(add.json().success).toBe(true);
    const draft = first.store.data.announcements.find((a) => a.sendStatus === '0' && a.delFlag !== '1');
    const release = await first.inject({ method: 'GET', url: `/v1/sys/annountCement/doReleaseData?id=${draft?.id}`, headers });
    expect(release.json().success).toBe(true);

    // An upload is answered once the file is whole under its name, with no temporary file beside it.
    const content = Buffer.alloc(300 * 1024, 'durable-upload-');
    const { payload, contentType } = multipart({ biz: 'kept' }, { name: 'report.bin', content });
    const upload = await first.inject({ method: 'POST', url: '/v1/sys/common/upload', headers: { ...headers, 'content-type': contentType }, payload });
    expect(upload.json().success).toBe(true);
    const stored = upload.json().message as string;
    expect(readFileSync(join(dataDir, 'upload', stored)).equals(content)).toBe(true);
    expect(readdirSync(join(dataDir, 'upload', 'kept'))).toEqual([stored.split('/')[1]]);
    expect(readdirSync(dataDir).filter((name) => name.endsWith('.tmp'))).toEqual([]);

    await expect.poll(() => sampleJobLogs(first), { timeout: 5000, interval: 100 }).toBeGreaterThan(logsBefore);
    // The first server stops writing (as a killed one would): the job paused, its last run's commit given time.
    Object.assign(job!, { status: -1 });
    await new Promise((resolve) => setTimeout(resolve, 500));

    const second = await buildApp({ staticDir: false, dataDir });
    expect(second.store.userByName('persisted1')?.realname).toBe('持久化');
    expect(second.store.data.announcements.find((a) => a.id === draft?.id)?.sendStatus).toBe('1');
    expect(sampleJobLogs(second)).toBeGreaterThan(logsBefore);
    await first.close();

    const reset = await second.inject({ method: 'POST', url: '/__mock/reset' });
    expect(reset.json().success).toBe(true);
    const third = await buildApp({ staticDir: false, dataDir });
    expect(third.store.userByName('persisted1')).toBeUndefined();
    expect(third.store.data.announcements.find((a) => a.id === draft?.id)?.sendStatus).toBe('0');
    await second.close();
    await third.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('the sessions of before a restart still answer after it (sessions.json beside the journal; no temporary file left)', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mis-persist-'));
    const first = await buildApp({ staticDir: false, dataDir });
    const token = await login(first);
    await first.close();
    expect(readdirSync(dataDir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    const second = await buildApp({ staticDir: false, dataDir });
    const list = await second.inject({ method: 'GET', url: '/v1/sys/user/list?username=admin', headers: { 'x-access-token': token } });
    expect(list.json()).toMatchObject({ success: true, result: { total: 1 } });
    await second.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('without a data dir, /__mock/reset restores the seed', async () => {
    const app = await buildApp({ staticDir: false });
    const token = await login(app);
    await app.inject({ method: 'POST', url: '/v1/sys/user/add', headers: { 'x-access-token': token }, payload: { username: 'temp_user', realname: '临时', password: '1' } });
    expect(app.store.userByName('temp_user')).toBeDefined();
    const reset = await app.inject({ method: 'POST', url: '/__mock/reset' });
    expect(reset.json().success).toBe(true);
    expect(app.store.userByName('temp_user')).toBeUndefined();
    await app.close();
  });
});
