import { expect, test } from '../../fixtures';
import { signIn } from '../../pages/session';
import { ShellPage } from '../../pages/shell-page';

test('B-PWD-01 B-PWD-02 B-PWD-03 change password: the modal, its fields and every validation message', async ({ page, request }) => {
  await signIn(page, request, 'admin');
  const shell = new ShellPage(page);
  await shell.gotoWorkbench();
  const modal = page.getByRole('dialog').filter({ hasText: '修改密码' });
  await shell.openUserMenuItem('密码修改', modal);
  // measured once the opening animation is over
    await expect.poll(async () => Math.round((await modal.locator('.ant-modal-container, .ant-modal-content').first().boundingBox())?.width ?? 0)).toBe(800);
  for (const label of ['旧密码', '新密码', '确认新密码']) await expect(modal.getByText(label, { exact: true })).toBeVisible();

  await modal.getByRole('button', { name: /确\s*定/ }).click();
  for (const text of ['请输入旧密码!', '请输入新密码!', '请确认新密码!']) await expect(modal.getByText(text)).toBeVisible();

  await modal.getByPlaceholder('请输入旧密码').fill('123456');
  await modal.getByPlaceholder('请输入新密码').fill('abc12345');
  await modal.getByPlaceholder('请确认新密码').fill('abc1234x');
  await expect(modal.getByText('两次输入的密码不一样！')).toBeVisible();
  await page.screenshot({ path: 'artifacts/shell-change-password.png' });
  await modal.getByPlaceholder('请确认新密码').fill('abc12345');
  await expect(modal.getByText('两次输入的密码不一样！')).toBeHidden();
  await modal.getByRole('button', { name: /取\s*消/ }).click();
  await expect(modal).toBeHidden();
});

test('a wrong old password keeps the modal open with the server message', async ({ page, request }) => {
  await signIn(page, request, 'admin');
  const shell = new ShellPage(page);
  await shell.gotoWorkbench();
  const modal = page.getByRole('dialog').filter({ hasText: '修改密码' });
  await shell.openUserMenuItem('密码修改', modal);
  await modal.getByPlaceholder('请输入旧密码').fill('not-the-password');
  await modal.getByPlaceholder('请输入新密码').fill('abc12345');
  await modal.getByPlaceholder('请确认新密码').fill('abc12345');
  await modal.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('旧密码输入错误!')).toBeVisible();
  await expect(modal).toBeVisible();
});
