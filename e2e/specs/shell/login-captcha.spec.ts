import { expect, test } from '../../fixtures';
import { keepScreenshot } from '../../pages/artifacts';
import { LoginPage } from '../../pages/login-page';

test('after a failed login the captcha is emptied for the new image, not flagged until the user submits again', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.fill('admin', '123456', 'zzzz');
  await login.submit().click();
  await expect(page.getByText('验证码错误')).toBeVisible();

  await expect(login.captcha()).toHaveValue('');
  await expect(page.getByText('请输入验证码', { exact: true })).toHaveCount(0);
  await expect(page.locator('.ant-input-affix-wrapper', { has: login.captcha() })).not.toHaveClass(/status-error/);
  await keepScreenshot(page, 'login-after-wrong-captcha');

  await login.submit().click();
  await expect(page.getByText('请输入验证码', { exact: true })).toBeVisible();
  await expect(page.locator('.ant-input-affix-wrapper', { has: login.captcha() })).toHaveClass(/status-error/);
});
