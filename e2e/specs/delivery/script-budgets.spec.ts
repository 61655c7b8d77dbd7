// Budgets of the JavaScript staff download (gzip, file by file, as bench:dashboard weighs it). A change that
// breaks one fails the test run with the figure and the budget.
import { expect, test, type Page, type Request } from '../../fixtures';
import { baseURL } from '../../context-options';
import { LoginPage } from '../../pages/login-page';
import { largest, RouteScripts, totalKb, type FetchedScript } from '../../pages/route-scripts';
import { WorkbenchPage } from '../../pages/workbench-page';

/** The login page: the first thing a new user waits for. */
const LOGIN_BUDGET_KB = 200;
/**
 * The way to the workbench, the login page included: what the workbench added to the login page (500.8 KB on
 * 2026-11-24, plus 5 %: 525.8 KB) on top of the login page as it was when the login page stopped loading antd
 * (195.5 KB on 2026-11-27). The login page's antd moved to the workbench then, byte for byte (docs/decisions.md, 37).
 */
const LOGIN_TO_WORKBENCH_BUDGET_KB = 195.5 + 525.8;

/** The editors' libraries and the resume readers, as client/vite.config.ts names their
 * chunks (specs/recruitment/resume-import.spec.ts sees 简历导入 request mammoth and pdfjs). */
const LIBRARY_CHUNKS = ['quill', 'codemirror', 'marked', 'mammoth', 'pdfjs'] as const;
const libraryOf = (script: FetchedScript) => LIBRARY_CHUNKS.find((name) => new RegExp(`^/assets/${name}-[\\w-]+\\.js$`).test(script.path));

/**
 * Signs in from the login page and waits for the workbench, its charts drawn: the scripts of each step. What is
 * measured is bytes, never time, so a busy machine gets time for the workbench's first paint.
 */
async function loginThenWorkbench(page: Page, scripts: RouteScripts) {
  test.setTimeout(Math.max(test.info().timeout, 90_000));
  const login = new LoginPage(page);
  await login.goto();
  await page.waitForLoadState('networkidle');
  const loginScripts = await scripts.all();

  await login.login('admin');
  const workbench = new WorkbenchPage(page);
  await expect(workbench.card('summary-staff')).toBeVisible({ timeout: 45_000 });
  await workbench.chartsDrawn();
  await page.waitForLoadState('networkidle');
  const loginPaths = new Set(loginScripts.map((script) => script.path));
  const workbenchScripts = (await scripts.all()).filter((script) => !loginPaths.has(script.path));
  return { loginScripts, workbenchScripts };
}

test('the login page and the workbench stay within their JavaScript budgets', async ({ page }) => {
  const { loginScripts, workbenchScripts } = await loginThenWorkbench(page, new RouteScripts(page, baseURL));
  const loginKb = totalKb(loginScripts);
  const workbenchKb = totalKb(workbenchScripts);

  expect
    .soft(loginKb, `login page JavaScript is ${loginKb.toFixed(1)} KB gzip, budget ${LOGIN_BUDGET_KB} KB (largest: ${largest(loginScripts)})`)
    .toBeLessThanOrEqual(LOGIN_BUDGET_KB);
  expect(
    loginKb + workbenchKb,
    `login page and workbench route JavaScript is ${(loginKb + workbenchKb).toFixed(1)} KB gzip (${workbenchKb.toFixed(1)} KB beyond the login page), budget ${LOGIN_TO_WORKBENCH_BUDGET_KB.toFixed(1)} KB (largest beyond the login page: ${largest(workbenchScripts)})`,
  ).toBeLessThanOrEqual(LOGIN_TO_WORKBENCH_BUDGET_KB);
  console.log(`login page ${loginKb.toFixed(1)} KB gzip (≤ ${LOGIN_BUDGET_KB}), workbench beyond it ${workbenchKb.toFixed(1)} KB, both ${(loginKb + workbenchKb).toFixed(1)} KB (≤ ${LOGIN_TO_WORKBENCH_BUDGET_KB.toFixed(1)})`);
});

test('the login page and the workbench load no editor chunk (quill, codemirror, marked) and no resume reader (mammoth, pdfjs)', async ({ page }) => {
  const { loginScripts, workbenchScripts } = await loginThenWorkbench(page, new RouteScripts(page, baseURL));
  expect(loginScripts.length).toBeGreaterThan(0);
  expect(workbenchScripts.length).toBeGreaterThan(0);
  expect(loginScripts.filter(libraryOf).map((script) => script.path)).toEqual([]);
  expect(workbenchScripts.filter(libraryOf).map((script) => script.path)).toEqual([]);
});

// The check above only means something if the chunks carry those names: each gallery route of an editor must
// request its library's chunk. The figures printed are what each route fetches beyond the login page and the
// workbench (the editors' README quotes them).
const EDITOR_ROUTES = [
  { widget: 'rich-text-editor', library: 'quill', ready: (page: Page) => page.getByTestId('rich-text-editor') },
  { widget: 'code-editor', library: 'codemirror', ready: (page: Page) => page.getByTestId('code-editor').locator('.cm-line span').first() },
  { widget: 'markdown-editor', library: 'marked', ready: (page: Page) => page.getByTestId('markdown-preview').locator('h2') },
] as const;

test('each editor route of the gallery requests its library chunk under the name checked above', async ({ page }) => {
  test.setTimeout(150_000);
  const scripts = new RouteScripts(page, baseURL);
  const { loginScripts, workbenchScripts } = await loginThenWorkbench(page, scripts);
  const before = new Set([...loginScripts, ...workbenchScripts].map((script) => script.path));
  for (const { widget, library, ready } of EDITOR_ROUTES) {
    // what this route requests, from the network or the cache, so that each figure stands on its own
    const requested = new Set<string>();
    const collect = (request: Request) => {
      if (request.resourceType() === 'script') requested.add(new URL(request.url()).pathname);
    };
    page.on('request', collect);
    await page.goto(`/examples/widgets?widget=${widget}`);
    await expect(ready(page)).toBeVisible({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    page.off('request', collect);
    const route = (await scripts.all()).filter((script) => requested.has(script.path) && !before.has(script.path));
    expect(route.map(libraryOf), `${widget} requests the ${library} chunk`).toContain(library);
    console.log(`${widget}: ${totalKb(route).toFixed(1)} KB gzip beyond the workbench (${largest(route)})`);
  }
});
