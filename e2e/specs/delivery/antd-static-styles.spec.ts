// antd's styles come from a stylesheet the build extracted (client/build/antd-static-styles.ts), not from styles the
// page generates at runtime: the runtime only registers its theme's CSS variables. If the build's theme and the
// screens' theme drift apart, the runtime silently generates everything again; this spec is what notices.
import { expect, test } from '@playwright/test';
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
  await expect(page.locator('link[data-antd-static]')).toHaveCount(0);
  expect(requested.filter((path) => /\/assets\/antd-[0-9a-f]{10}\.css$/.test(path))).toEqual([]);
});
