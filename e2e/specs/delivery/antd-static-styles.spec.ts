// antd's styles come from a stylesheet the build extracted (client/build/antd-static-styles.ts), not from styles the
// page generates at runtime: the runtime only registers its theme's CSS variables. If the build's theme and the
// screens' theme drift apart, the runtime silently generates everything again; this spec is what notices.
import { expect, test } from '../../fixtures';
import { LoginPage } from '../../pages/login-page';
import { signIn } from '../../pages/session';

const FIRST_PAINT = { timeout: 45_000 };
// The machine running the suite is shared; a slow first load is not what this spec is about.
test.describe.configure({ timeout: 120_000 });

test('a list screen paints with the extracted antd stylesheet and generates no component styles at runtime', async ({ page, request }) => {
  await signIn(page, request);
  await page.goto('/isystem/user');
  await expect(page.locator('tr.ant-table-row').first()).toBeVisible(FIRST_PAINT);

  const sheet = await page.evaluate(() => {
    const link = document.querySelector<HTMLLinkElement>('link[data-antd-static]');
    const loaded = Array.from(document.styleSheets).find((candidate) => candidate.ownerNode === link);
    return { href: link?.getAttribute('href') ?? null, rules: loaded?.cssRules.length ?? 0 };
  });
  expect(sheet.href).toMatch(/^\/assets\/antd-[0-9a-f]{10}\.css$/);
  expect(sheet.rules).toBeGreaterThan(1000);

  // What antd inserted itself: its token variables (`.css-var-…{--ant-…}`) are expected, and a stray rule or two
  // (the form item's high-contrast media query); the components' own rules are not.
  const generated = await page.evaluate(() =>
    Array.from(document.querySelectorAll('style[data-css-hash]')).map((style) => style.textContent ?? '').filter((text) => !text.startsWith('.css-var-')),
  );
  expect(generated.filter((text) => /\.ant-(table|btn|pagination|form|input|menu|layout)(?![-\w])/.test(text))).toEqual([]);
  expect(generated.join('').length).toBeLessThan(1024);

  // And the extracted rules are the ones in force: the header cells have antd's header background and the primary
  // button the theme's default blue.
  await expect(page.locator('.ant-table-thead th').first()).toHaveCSS('background-color', 'rgb(250, 250, 250)');
  await expect(page.getByRole('button', { name: /^查\s*询$/ })).toHaveCSS('background-color', 'rgb(24, 144, 255)');
});

test('the login page does not wait for the extracted stylesheet: it keeps its own prerendered styles', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (sent) => requested.push(new URL(sent.url()).pathname));
  await page.goto('/user/login');
  await expect(page.getByPlaceholder('请输入用户名')).toBeVisible(FIRST_PAINT);
  // Named by a disabled link only (the sign-in enables it), which the browser does not fetch.
  await expect(page.locator('link[data-antd-static]:not([disabled])')).toHaveCount(0);
  await expect(page.locator('link[data-antd-static][disabled]')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  expect(requested.filter((path) => /\/assets\/antd-[0-9a-f]{10}\.css$/.test(path))).toEqual([]);
});

test('signing in on the login page brings the extracted stylesheet in: the screens after it generate no component styles', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto(`/user/login?redirect=${encodeURIComponent('/isystem/user')}`);
  await login.login('admin');
  await expect(page).toHaveURL(/\/isystem\/user$/);
  await expect(page.locator('tr.ant-table-row').first()).toBeVisible(FIRST_PAINT);

  const href = await page.locator('link[data-antd-static]').getAttribute('href');
  expect(href).toMatch(/^\/assets\/antd-[0-9a-f]{10}\.css$/);
  await expect(page.locator('link[data-antd-static][disabled]')).toHaveCount(0);
  const generated = await page.evaluate(() =>
    Array.from(document.querySelectorAll('style[data-css-hash]')).map((style) => style.textContent ?? '').filter((text) => !text.startsWith('.css-var-')),
  );
  // The login form's own prerendered styles (antd's default theme) stay; the list's table and pagination, drawn once
  // its data is in, come from the sheet. (The layout may be drawn before the sheet has arrived: then its styles are
  // generated as before, which this does not hold against.)
  expect(generated.filter((text) => /\.ant-(table|pagination)(?![-\w])/.test(text))).toEqual([]);
  await expect(page.locator('.ant-table-thead th').first()).toHaveCSS('background-color', 'rgb(250, 250, 250)');
});
