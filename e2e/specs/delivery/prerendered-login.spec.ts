// The login page paints from HTML (issue 15): the form is in the document the server sends, before any script runs;
// the script then hydrates that markup in place (the same elements, no recoverable hydration error, nothing moves).
import { expect, test } from '../../fixtures';

const fields = ['请输入用户名', '请输入密码', '请输入验证码'];

test('without JavaScript the login page still shows the whole form', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/user/login');
  for (const placeholder of fields) await expect(page.getByPlaceholder(placeholder)).toBeVisible();
  await expect(page.getByRole('button', { name: /登\s*录/ })).toBeVisible();
  // The form is styled, not bare HTML: antd's extracted styles give the button its primary colour.
  const background = await page.getByRole('button', { name: /登\s*录/ }).evaluate((button) => getComputedStyle(button).backgroundColor);
  expect(background).not.toBe('rgba(0, 0, 0, 0)');
  // The captcha box, with no image yet, is plain light grey (its edge may blend with the white card): no broken-image
  // icon and no alt text drawn in it, which would show as dark pixels.
  const captchaBox = await page.getByAltText('验证码').screenshot();
  const darkPixels = await page.evaluate(async (png) => {
    const image = new Image();
    image.src = `data:image/png;base64,${png}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const pixels = context.getImageData(0, 0, image.width, image.height).data;
    const dark = new Set<string>();
    for (let i = 0; i < pixels.length; i += 4) {
      if (Math.min(pixels[i]!, pixels[i + 1]!, pixels[i + 2]!) < 240) dark.add(`${pixels[i]},${pixels[i + 1]},${pixels[i + 2]}`);
    }
    return [...dark];
  }, captchaBox.toString('base64'));
  expect(darkPixels).toEqual([]);
  await page.screenshot({ path: 'artifacts/login-without-javascript.png' });
  await context.close();
});

test('the script hydrates the prerendered form in place: same elements, no hydration error, no layout shift', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // When parsing ends, before the deferred module scripts run: keep the prerendered username input and where it was.
  await page.addInitScript(() => {
    const shifts: number[] = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
    const probe = window as unknown as Record<string, unknown>;
    probe.__layoutShifts = shifts;
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const input = document.querySelector<HTMLInputElement>('#root input[placeholder="请输入用户名"]');
      probe.__prerenderedInput = input;
      probe.__prerenderedBox = input ? JSON.stringify(input.getBoundingClientRect()) : null;
    });
  });
  await page.goto('/user/login');
  const username = page.getByPlaceholder('请输入用户名');
  // Read-only until React has hydrated it (typing into the server markup would be lost).
  await expect(username).not.toHaveAttribute('readonly', { timeout: 20_000 });
  await expect(page.getByAltText('验证码')).toBeVisible();
  await page.waitForLoadState('networkidle');

  const outcome = await page.evaluate(() => {
    const probe = window as unknown as Record<string, unknown>;
    const input = document.querySelector<HTMLInputElement>('#root input[placeholder="请输入用户名"]');
    return {
      prerendered: probe.__prerenderedInput !== null && probe.__prerenderedInput !== undefined,
      sameElement: probe.__prerenderedInput === input,
      before: probe.__prerenderedBox as string | null,
      after: input ? JSON.stringify(input.getBoundingClientRect()) : null,
      cls: (probe.__layoutShifts as number[]).reduce((sum, value) => sum + value, 0),
    };
  });
  expect(outcome.prerendered, 'the username input is in the HTML the server sent').toBe(true);
  expect(outcome.sameElement, 'hydration adopted the prerendered input instead of rendering a new one').toBe(true);
  expect(outcome.after).toBe(outcome.before);
  expect(outcome.cls, 'cumulative layout shift').toBeLessThanOrEqual(0.02);
  expect(errors).toEqual([]);
});
