// The candidate-caller page of issue 28, as an interviewer opens it from 企业微信: without a session the page sends
// the browser to /oauth2-app/login (decision 44); with OAuth2 switched on by config.js, a refused token is named, and
// the mock's 企业微信 stand-in signs zhangsan in and comes back to the caller page, which shows zhangsan's candidates
// only and nothing of the back office. The result recorded there is what the recruiters read. At 375 px.
import { expect as baseExpect, test } from '../../fixtures';
import { keepScreenshot } from '../../pages/artifacts';
import { apiLogin, resetMock } from '../../pages/mock-api';
import { apiCall } from '../../pages/session';

const expect = baseExpect.configure({ timeout: 15_000 });

interface Row {
  id: string;
  name: string;
}
interface Interview {
  interviewer: string;
  result: string;
  score: number;
  notes: string | null;
}

const NOTES = '沟通顺畅，排班可接受';

test('A-ROUTE-09 A-ROUTE-10 the caller page: sent to /oauth2-app/login without a session; 企业微信 stand-in → zhangsan sees only their candidates, no back office, and records a result the recruiters read', async ({ page, request }) => {
  await resetMock(request);
  const zhangsan = (await apiLogin(request, 'zhangsan')) as unknown as { token: string };
  const own = (await apiCall<{ records: Row[] }>(request, zhangsan.token, 'GET', '/rpm/candidate/caller/list?pageSize=100')).result.records;
  expect(own.length).toBeGreaterThan(0);
  const admin = (await apiLogin(request, 'admin')) as unknown as { token: string };
  const processing = (await apiCall<{ records: Row[] }>(request, admin.token, 'GET', '/rpm/candidate/list?status=1&pageSize=200')).result.records;
  const notOwn = processing.filter((row) => !own.some((mine) => mine.id === row.id));
  expect(notOwn.length).toBeGreaterThan(0);

  await page.setViewportSize({ width: 375, height: 812 });
  await page.route('**/config.js', (route) => route.fulfill({ contentType: 'application/javascript', body: 'window.__MIS_CONFIG__ = { oauth2LoginEnabled: true };' }));

  // The caller page without a session → the OAuth2 login, carrying where to come back to.
  await page.goto('/rpm/candidate-caller');
  await expect(page).toHaveURL(/\/oauth2-app\/login\?redirect=%2Frpm%2Fcandidate-caller$/);
  await expect(page.getByText('选择登录方式')).toBeVisible();

  await page.goto('/oauth2-app');
  await expect(page).toHaveURL(/\/oauth2-app\/login$/);

  // A token the server refuses is named.
  await page.goto('/oauth2-app/login?oauth2LoginToken=not-a-token&thirdType=wechat_enterprise');
  await expect(page.getByTestId('oauth2-login-failure')).toContainText('登录凭证无效或已过期（token认证失败）');

  // The 企业微信 stand-in: its authorisation page, zhangsan's account, back to the caller page signed in.
  await page.goto('/oauth2-app/login?redirect=%2Frpm%2Fcandidate-caller');
  await page.getByRole('link', { name: '企业微信登录' }).click();
  await expect(page).toHaveTitle('模拟企业微信授权');
  await page.getByRole('link', { name: '张三（zhangsan）' }).click();
  await expect(page).toHaveURL(/\/rpm\/candidate-caller$/);

  const caller = page.getByTestId('candidate-caller');
  await expect(caller.getByText('面试官：张三')).toBeVisible();
  const names = caller.getByTestId('caller-candidate');
  await expect(names).toHaveCount(own.length);
  const shown = await names.locator('.ant-list-item-meta-title').allInnerTexts();
  expect(shown.sort()).toEqual(own.map((row) => row.name).sort());
  // Nothing of the back office: no side menu, no header, no tabs.
  await expect(page.locator('.ant-layout-sider, .ant-layout-header, .ant-tabs')).toHaveCount(0);
  await keepScreenshot(page, 'candidate-caller-375-list', { fullPage: true });

  // Another interviewer's candidate, asked for by address, is refused by the server.
  await page.goto(`/rpm/candidate-caller?id=${notOwn[0]?.id}`);
  await expect(page.getByTestId('caller-refusal')).toContainText('该候选人不是您的面试对象');

  const target = own[0] as Row;
  await page.goto('/rpm/candidate-caller');
  await names.filter({ hasText: target.name }).first().click();
  await expect(page.getByTestId('caller-resume')).toContainText(target.name);
  const form = page.getByTestId('caller-interview-form');
  await form.getByText('通过', { exact: true }).click();
  await form.getByPlaceholder('0–100').fill('87');
  await form.getByPlaceholder('表现、优势与顾虑').fill(NOTES);
  await form.getByRole('button', { name: '提交面试结果' }).click();
  await expect(page.getByText('添加成功！')).toBeVisible();
  await expect(page.getByTestId('caller-interview').filter({ hasText: NOTES })).toHaveCount(1);
  await keepScreenshot(page, 'candidate-caller-375-detail', { fullPage: true });

  // What the recruiters' candidate drawer reads.
  const records = (await apiCall<Interview[]>(request, admin.token, 'GET', `/rpm/candidate/queryInterviewByMainId?id=${target.id}`)).result;
  expect(records.find((record) => record.notes === NOTES)).toMatchObject({ interviewer: 'zhangsan', result: '1', score: 87 });

  await page.setViewportSize({ width: 1280, height: 800 });
  await keepScreenshot(page, 'candidate-caller-desktop', { fullPage: true });
});
