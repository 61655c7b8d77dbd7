// The popup report dialog (client/src/widgets/popup-picker) on the mock's report_user report.
import { expect, type Locator } from '@playwright/test';

/** Searches the dialog for one account, chooses that row and confirms; the dialog closes. */
export async function pickAccount(dialog: Locator, account: string): Promise<void> {
  await dialog.getByLabel('账号').fill(account);
  await dialog.getByRole('button', { name: /查\s*询/ }).click();
  await expect(dialog.locator('.ant-table-row')).toHaveCount(1);
  await dialog.locator('.ant-table-row').first().click();
  await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(dialog).toBeHidden();
}
