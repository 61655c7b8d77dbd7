// The login page loads the signed-in screens' code when the user turns to the form, so it arrives while they type
// (bench:dashboard, login → workbench): a visitor who only looks at the page loads nothing beyond the page itself.
import { expect, test, type Page } from '../../fixtures';
import { LoginPage } from '../../pages/login-page';

// The machine running the suite is shared; a slow first load is not what this spec is about.
test.describe.configure({ timeout: 90_000 });

/** Paths of the scripts the page has requested so far. */
function requestedScripts(page: Page): () => string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') paths.push(new URL(request.url()).pathname);
  });
  return () => [...paths];
}

const signedInChunk = /^\/assets\/(basic-layout|analysis-page)-[\w-]+\.js$/;
const chunkName = (path: string) => signedInChunk.exec(path)?.[1];
const antdSheetEnabled = (page: Page) => page.evaluate(() => document.querySelector('link[data-antd-static]')?.hasAttribute('disabled') === false);

test('a login page only looked at loads neither the main layout nor the workbench, nor antd’s stylesheet', async ({ page }) => {
  const scripts = requestedScripts(page);
  await new LoginPage(page).goto();
  await page.waitForLoadState('networkidle');
  // the page's own scripts run after its first paint; give them the time a person takes to look at the page
  await page.waitForTimeout(1_000);
  expect(scripts().length).toBeGreaterThan(0);
  expect(scripts().filter((path) => signedInChunk.test(path))).toEqual([]);
  expect(await antdSheetEnabled(page)).toBe(false);
});

test('focusing a field of the login form starts loading the main layout, the workbench and antd’s stylesheet', async ({ page }) => {
  const scripts = requestedScripts(page);
  const login = new LoginPage(page);
  await login.goto();
  await page.waitForLoadState('networkidle');
  // the form takes typing once hydrated; the focus that counts is one React sees
  await expect(login.username()).toBeEditable();
  expect(scripts().filter((path) => signedInChunk.test(path))).toEqual([]);

  await login.username().focus();
  await expect.poll(() => [...new Set(scripts().map(chunkName).filter(Boolean))].sort()).toEqual(['analysis-page', 'basic-layout']);
  await expect.poll(() => antdSheetEnabled(page)).toBe(true);
});
