// The built product as the browser receives it from the one-process server: the login page's scripts and styles
// arrive brotli-compressed with a year's cache, decode to the files the build wrote, and the page itself is
// revalidated on every load.
import { readFile } from 'node:fs/promises';
import { expect, test } from '../../fixtures';
import { baseURL } from '../../context-options';
import { LoginPage } from '../../pages/login-page';

const dist = new URL('../../../client/dist/', import.meta.url);

test('the login page arrives compressed and cached as the delivery policy says, each body the file itself', async ({ page }) => {
  const assets: { path: string; headers: Record<string, string>; body: Promise<Buffer> }[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === baseURL && url.pathname.startsWith('/assets/')) assets.push({ path: url.pathname, headers: response.headers(), body: response.body() });
  });
  const documentResponse = await page.goto('/user/login');
  await expect(page.getByAltText('验证码')).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(documentResponse?.headers()['cache-control']).toBe('no-cache');
  expect(documentResponse?.headers()['content-encoding']).toBe('br');
  expect(assets.length).toBeGreaterThan(0);
  for (const asset of assets) {
    expect(asset.headers['cache-control'], asset.path).toBe('public, max-age=31536000, immutable');
    const onDisk = await readFile(new URL(`.${asset.path}`, dist));
    // Files too small to gain from compression are sent as they are; every other one as brotli.
    if (onDisk.length > 1024) expect(asset.headers['content-encoding'], asset.path).toBe('br');
    expect((await asset.body).equals(onDisk), `${asset.path} decodes to the built file`).toBe(true);
  }
  const config = await page.request.get('/config.js', { headers: { 'accept-encoding': 'br, gzip' } });
  expect(config.headers()['cache-control']).toBe('no-cache');
});

test('a second load of the login page takes its assets from the browser cache', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await page.waitForLoadState('networkidle');
  const fromNetwork: string[] = [];
  page.on('requestfinished', async (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/assets/') && !(await request.response())?.fromServiceWorker() && (await request.sizes()).responseBodySize > 0) {
      fromNetwork.push(url.pathname);
    }
  });
  await login.goto();
  await page.waitForLoadState('networkidle');
  expect(fromNetwork).toEqual([]);
});
