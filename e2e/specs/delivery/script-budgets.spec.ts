// Budgets of the JavaScript staff download (gzip, file by file, as bench:dashboard weighs it). A change that
// breaks one fails the test run with the figure and the budget.
import { expect, test } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { LoginPage } from '../../pages/login-page';
import { largest, RouteScripts, totalKb } from '../../pages/route-scripts';
import { WorkbenchPage } from '../../pages/workbench-page';

/** The login page: the first thing a new user waits for. */
const LOGIN_BUDGET_KB = 200;
/** What the workbench adds to the login page: 500.8 KB on 2026-11-24 (bench:dashboard), plus 5 %. */
const WORKBENCH_BUDGET_KB = 525.8;

test('the login page and the workbench stay within their JavaScript budgets', async ({ page }) => {
  const scripts = new RouteScripts(page, baseURL);
  const login = new LoginPage(page);
  await login.goto();
  await page.waitForLoadState('networkidle');
  const loginScripts = await scripts.all();
  const loginKb = totalKb(loginScripts);

  await login.login('admin');
  const workbench = new WorkbenchPage(page);
  await expect(workbench.card('summary-staff')).toBeVisible({ timeout: 20_000 });
  await workbench.chartsDrawn();
  await page.waitForLoadState('networkidle');
  const loginPaths = new Set(loginScripts.map((script) => script.path));
  const workbenchScripts = (await scripts.all()).filter((script) => !loginPaths.has(script.path));
  const workbenchKb = totalKb(workbenchScripts);

  expect
    .soft(loginKb, `login page JavaScript is ${loginKb.toFixed(1)} KB gzip, budget ${LOGIN_BUDGET_KB} KB (largest: ${largest(loginScripts)})`)
    .toBeLessThanOrEqual(LOGIN_BUDGET_KB);
  expect(
    workbenchKb,
    `workbench route JavaScript beyond the login page is ${workbenchKb.toFixed(1)} KB gzip, budget ${WORKBENCH_BUDGET_KB} KB (largest: ${largest(workbenchScripts)})`,
  ).toBeLessThanOrEqual(WORKBENCH_BUDGET_KB);
});
