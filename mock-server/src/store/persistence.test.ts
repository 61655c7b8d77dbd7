import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';

const login = async (app: Awaited<ReturnType<typeof buildApp>>) => {
  await app.inject({ method: 'GET', url: '/v1/sys/randomImage/p' });
  const captcha = app.store.captchas.peek('p');
  const answer = await app.inject({ method: 'POST', url: '/v1/sys/login', payload: { username: 'admin', password: '123456', captcha, checkKey: 'p' } });
  return answer.json().result.token as string;
};

describe('--data-dir persistence', () => {
  it('a write and the sessions survive a restart; the file is replaced atomically (no temporary file left)', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mis-persist-'));
    const first = await buildApp({ staticDir: false, dataDir });
    const token = await login(first);
    const add = await first.inject({
      method: 'POST',
      url: '/v1/sys/user/add',
      headers: { 'x-access-token': token },
      payload: { username: 'persisted1', realname: '持久化', password: '123456' },
    });
    expect(add.json().success).toBe(true);
    await first.close();

    expect(existsSync(join(dataDir, 'store.json'))).toBe(true);
    expect(readdirSync(dataDir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    expect(JSON.parse(readFileSync(join(dataDir, 'store.json'), 'utf8')).users.some((u: { username: string }) => u.username === 'persisted1')).toBe(true);

    const second = await buildApp({ staticDir: false, dataDir });
    const again = await login(second);
    const list = await second.inject({ method: 'GET', url: '/v1/sys/user/list?username=persisted1', headers: { 'x-access-token': again } });
    expect(list.json().result.total).toBe(1);
    // The session of before the restart too (sessions.json): upstream's tokens outlive a restart of the backend.
    const before = await second.inject({ method: 'GET', url: '/v1/sys/user/list?username=persisted1', headers: { 'x-access-token': token } });
    expect(before.json()).toMatchObject({ success: true, result: { total: 1 } });
    await second.close();
  });

  it('a GET that writes (x-writes: releasing an announcement) is persisted too', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mis-persist-'));
    const first = await buildApp({ staticDir: false, dataDir });
    const token = await login(first);
    const draft = first.store.data.announcements.find((a) => a.sendStatus === '0' && a.delFlag !== '1');
    expect(draft).toBeDefined();
    const release = await first.inject({ method: 'GET', url: `/v1/sys/annountCement/doReleaseData?id=${draft?.id}`, headers: { 'x-access-token': token } });
    expect(release.json().success).toBe(true);
    await first.close();

    const second = await buildApp({ staticDir: false, dataDir });
    expect(second.store.data.announcements.find((a) => a.id === draft?.id)?.sendStatus).toBe('1');
    await second.close();
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
