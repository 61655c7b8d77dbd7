import { expect, test, type Page, type Request } from '../../fixtures';
import { keepScreenshot } from '../../pages/artifacts';
import { signIn } from '../../pages/session';
import { ShellPage } from '../../pages/shell-page';
import { baseURL } from '../../context-options';

/** Opens 系统监控 → 接口文档, which opens the reference in a new window, and returns that window. */
async function openApiReference(page: Page): Promise<Page> {
  const shell = new ShellPage(page);
  await page.goto('/dashboard/analysis');
  // The layout's chunks load on first visit: a loaded machine can take a while.
  await expect(shell.header()).toBeVisible({ timeout: 20_000 });
  await shell.openMenu('系统监控');
  const opened = page.context().waitForEvent('page');
  await shell.menu().getByText('接口文档', { exact: true }).click();
  return opened;
}

test.describe('API reference (系统监控 → 接口文档)', () => {
  test('opens from the menu, offline: searches an operation and shows its parameters; the document is downloadable', async ({ page, request }) => {
    // Swagger UI lays out 232 operations on first load: on a loaded machine that alone can take 20 s.
    test.setTimeout(90_000);
    await signIn(page, request, 'admin');
    const requests: string[] = [];
    page.context().on('request', (sent: Request) => requests.push(sent.url()));

    const reference = await openApiReference(page);
    await expect(reference).toHaveURL(`${baseURL}/v1/doc.html`);
    await expect(reference).toHaveTitle('接口文档 · 人员外包业务管理系统');
    const search = reference.getByPlaceholder('搜索接口：名称、路径或 operationId');
    await expect(search).toBeVisible({ timeout: 45_000 });

    await search.fill('用户列表');
    const operation = reference.locator('.opblock[id$="-sysUserList"]');
    await expect(operation).toBeVisible();
    // Found by its summary: the unrelated operations of the tag are filtered out.
    await expect(reference.locator('.opblock[id$="-sysUserAdd"]')).toHaveCount(0);
    await search.fill('/sys/user/list');
    await expect(operation).toBeVisible();
    await expect(reference.locator('.opblock')).toHaveCount(1);

    await operation.locator('.opblock-summary').click();
    const parameters = operation.locator('.parameters');
    for (const name of ['pageNo', 'pageSize', 'username', 'realname', 'createTime_begin']) {
      await expect(parameters.locator(`tr[data-param-name="${name}"]`)).toBeVisible();
    }
    await expect(operation.locator('.responses-wrapper')).toContainText('Example Value');
    await parameters.scrollIntoViewIfNeeded();
    await keepScreenshot(reference, 'api-reference-search-1440');
    await reference.setViewportSize({ width: 375, height: 812 });
    await parameters.scrollIntoViewIfNeeded();
    await keepScreenshot(reference, 'api-reference-search-375');

    const download = reference.waitForEvent('download');
    await reference.getByRole('link', { name: '下载 OpenAPI 文档（openapi.json）' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('openapi.json');
    const fetched = await request.get('/v1/openapi.json');
    expect(((await fetched.json()) as { openapi: string }).openapi).toMatch(/^3\.1/);

    // Everything the menu and the reference loaded came from this server.
    const elsewhere = requests.filter((url) => /^(https?|wss?):/.test(url) && !url.startsWith('http://127.0.0.1:') && !url.startsWith('ws://127.0.0.1:'));
    expect(elsewhere).toEqual([]);
    expect(requests.filter((url) => url.includes('/v1/doc-assets/')).length).toBeGreaterThanOrEqual(2);
  });

  test('answers without a token', async ({ request }) => {
    const page = await request.get('/v1/doc.html');
    expect(page.status()).toBe(200);
    expect(await page.text()).toContain('人员外包业务管理系统 · 接口文档');
    expect((await request.get('/v1/openapi.json')).status()).toBe(200);
  });
});
