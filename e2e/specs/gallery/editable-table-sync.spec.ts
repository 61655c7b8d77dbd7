// Real-time sync of the editable table over /vxeSocket (B-SYNC): two browser contexts on the same page, and the
// reconnection after the mock server restarts (a mock of its own on E2E_SYNC_PORT, not the shared webServer).
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, request as playwrightRequest, test, type Browser, type Page } from '../../fixtures';
import { EditableGrid } from '../../pages/editable-grid';
import { apiLogin } from '../../pages/mock-api';
import { signIn } from '../../pages/session';

async function openSynced(browser: Browser, baseURL: string, storeToken?: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  const page = await context.newPage();
  const api = await playwrightRequest.newContext({ baseURL });
  await signIn(page, api, 'admin');
  await storeToken?.(page);
  await page.goto('/examples/widgets?widget=editable-table');
  const grid = page.getByRole('grid', { name: '实时同步' });
  await expect(grid).toHaveAttribute('data-sync', 'open', { timeout: 45_000 });
  return { context, page, api, table: new EditableGrid(grid) };
}

test('B-SYNC-10 an edit in one browser appears in the other on the same page', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const first = await openSynced(browser, baseURL as string);
  const second = await openSynced(browser, baseURL as string);
  const name = await first.table.edit(1, 'name');
  await name.fill('李四（已同步）');
  await first.page.getByRole('heading').first().click();
  await expect(second.table.row(1).locator('[data-key="name"]')).toHaveText('李四（已同步）');
  // the sender keeps its own value: its message is not applied back to it
  await expect(first.table.row(1).locator('[data-key="name"]')).toHaveText('李四（已同步）');
  await first.context.close();
  await second.context.close();
});

const syncPort = Number(process.env.E2E_SYNC_PORT ?? 18243);
const serverJs = fileURLToPath(new URL('../../../mock-server/dist/server.js', import.meta.url));

function startMock(): Promise<ChildProcess> {
  const child = spawn('node', [serverJs], { env: { ...process.env, PORT: String(syncPort), HOST: '127.0.0.1', MOCK_TOKEN_TTL_SECONDS: '3600' }, stdio: 'ignore' });
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 30_000;
    const probe = async () => {
      try {
        if ((await fetch(`http://127.0.0.1:${syncPort}/v1/sys/randomImage/health`)).ok) return resolve(child);
      } catch {
        // not up yet
      }
      if (Date.now() > deadline) reject(new Error('the second mock did not start'));
      else setTimeout(() => void probe(), 100);
    };
    void probe();
  });
}

test('B-SYNC-08 the table reconnects by itself after the mock server restarts', async ({ browser }) => {
  test.setTimeout(90_000);
  const base = `http://127.0.0.1:${syncPort}`;
  let mock = await startMock();
  try {
    const { context, page, table } = await openSynced(browser, base);
    const grid = table.grid;
    mock.kill('SIGTERM');
    await expect(grid).toHaveAttribute('data-sync', 'closed', { timeout: 30_000 });
    mock = await startMock();
    // The restarted mock has forgotten its sessions (a real backend keeps tokens in Redis): the test logs in again and
    // stores the new token, which the table reads at its next reconnect; the reconnect itself is the table's own.
    const api = await playwrightRequest.newContext({ baseURL: base });
    const fresh = await apiLogin(api, 'admin');
    await page.evaluate((token) => localStorage.setItem('pro__Access-Token', JSON.stringify({ value: token, expire: null })), fresh.token);
    await expect(grid).toHaveAttribute('data-sync', 'open', { timeout: 30_000 });
    await context.close();
  } finally {
    mock.kill('SIGTERM');
  }
});
