// The XSS corpus through an online form's sinks (issue 33): stored values shown in the list's cells, the field links
// (a designer's hostile link template, and a row value that tries to become a scheme), and the rich-text and markdown
// editors of the 编辑 dialog, which load the stored HTML and markdown. Nothing may run, fetch or stay active.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect as baseExpect, test } from '../../fixtures';
import { baseURL } from '../../context-options';
import { ListScreen } from '../../pages/list-page';
import { resetMock } from '../../pages/mock-api';
import { apiCall, signIn } from '../../pages/session';
import { settledModal } from '../../pages/settled-modal';
import { imagesSettled, installXssProbe, leftovers, PayloadRequests, wrapVector, type XssVector } from '../../pages/xss-probe';

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 150_000 });

const corpus = (file: string): XssVector[] =>
  JSON.parse(readFileSync(fileURLToPath(new URL(`../../data/xss-corpus/${file}`, import.meta.url)), 'utf8')) as XssVector[];
const HTML_VECTORS = corpus('dompurify-vectors.json');
const MARKDOWN_VECTORS = corpus('markdown-vectors.json');

const NOTES = MARKDOWN_VECTORS.map((vector) => vector.payload).join('\n\n');
const TEXT_PAYLOAD = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>';
const FORM = {
  head: { tableName: 'mis_xss_probe', tableTxt: 'XSS探针', tableType: 1, formTemplate: '1' },
  fields: [
    { dbFieldName: 'id', dbFieldTxt: '主键', dbType: 'string', dbLength: 36, dbIsKey: 1, dbIsNull: 0, isShowForm: 0, isShowList: 0 },
    // A designer's hostile link template: the cell shows its text, never a link.
    { dbFieldName: 'title', dbFieldTxt: '标题', dbLength: 200, orderNum: 1, fieldHref: 'javascript:window.__xss=3' },
    // A link filled from the row: the value is encoded, so it cannot become a scheme or leave the path.
    { dbFieldName: 'target', dbFieldTxt: '跳转', dbLength: 200, orderNum: 2, fieldHref: '/dashboard/analysis?from=${target}' },
    { dbFieldName: 'content', dbFieldTxt: '富文本', dbType: 'Text', dbLength: 0, fieldShowType: 'umeditor', orderNum: 3 },
    { dbFieldName: 'notes', dbFieldTxt: '说明', dbType: 'Text', dbLength: 0, fieldShowType: 'markdown', orderNum: 4 },
  ],
};

test.describe('the XSS corpus in an online form', () => {
  test.beforeEach(async ({ request }) => {
    await resetMock(request);
  });

  test(`list cells, field links and the 编辑 dialog's editors show ${HTML_VECTORS.length} HTML and ${MARKDOWN_VECTORS.length} markdown payloads without running anything`, async ({ page, request }) => {
    // A page of its own: the probe's init script must be in place before the app's first script, and must not stay on
    // the worker's kept tab.
    await PayloadRequests.blockOtherHosts(page, baseURL);
    const runs = await installXssProbe(page);
    const admin = await signIn(page, request, 'admin');
    const added = await apiCall<{ id: string }>(request, admin.token, 'POST', '/online/cgform/api/addAll', FORM);
    expect(added.success, added.message).toBe(true);
    const formId = added.result.id;
    expect((await apiCall(request, admin.token, 'POST', `/online/cgform/api/doDbSynch/${formId}/normal`)).success).toBe(true);
    const plain = await apiCall(request, admin.token, 'POST', `/online/cgform/api/form/${formId}`, { title: '普通记录', target: 'menu', content: '<p>正文</p>', notes: '说明' });
    expect(plain.success, plain.message).toBe(true);
    const stored = await apiCall(request, admin.token, 'POST', `/online/cgform/api/form/${formId}`, {
      title: TEXT_PAYLOAD,
      target: 'javascript:window.__xss=4',
      content: HTML_VECTORS.map((vector, index) => wrapVector(index, vector.payload)).join(''),
      notes: NOTES,
    });
    expect(stored.success, stored.message).toBe(true);

    await page.goto(`/online/cgformList/${formId}`);
    const list = new ListScreen(page, page.getByTestId(`online-${formId}-list-page`));
    const row = list.rows().filter({ hasText: 'javascript:window.__xss=4' });
    // The stored markup is text in its cell, which the hostile template left without a link; the row's value went
    // into its path link encoded.
    await expect(row.getByText(TEXT_PAYLOAD)).toBeVisible();
    await expect(row.locator('a[href]')).toHaveCount(1);
    await expect(row.getByRole('link', { name: 'javascript:window.__xss=4' })).toHaveAttribute('href', `/dashboard/analysis?from=${encodeURIComponent('javascript:window.__xss=4')}`);
    expect(await leftovers(row)).toEqual({ active: [], handlers: [], scriptUrls: [] });

    // The editors' code loads with the harmless row's 编辑 first, so that every request counted after is the payloads'.
    await list.rows().filter({ hasText: '普通记录' }).getByText('编辑').click();
    const warm = await settledModal(page.getByRole('dialog', { name: '编辑' }));
    await expect(warm.locator('.ql-editor')).toContainText('正文');
    await expect(warm.getByTestId('markdown-preview')).toContainText('说明');
    await warm.getByRole('button', { name: '关 闭' }).click();
    await expect(warm).toBeHidden();
    const requests = new PayloadRequests(page, baseURL);
    requests.startCounting();

    await row.getByText('编辑').click();
    const dialog = await settledModal(page.getByRole('dialog', { name: '编辑' }));
    const richText = dialog.locator('.ql-editor');
    await expect(richText).toBeVisible();
    await expect(dialog.locator('.ql-editor')).not.toBeEmpty();
    requests.imagesShown(await imagesSettled(dialog));
    expect(await leftovers(richText)).toEqual({ active: [], handlers: [], scriptUrls: [] });
    // The markdown editor opens split: the source beside its preview, which renders the stored markdown as HTML.
    const preview = dialog.getByTestId('markdown-preview');
    await expect(preview).not.toBeEmpty();
    await expect(dialog.locator('.markdown-editor-source')).toHaveValue(NOTES);
    requests.imagesShown(await imagesSettled(preview));
    expect(await leftovers(preview)).toEqual({ active: [], handlers: [], scriptUrls: [] });
    // The dialog's own <form> is the app's; no element of it carries a handler or a script address.
    const inDialog = await leftovers(dialog);
    expect({ handlers: inDialog.handlers, scriptUrls: inDialog.scriptUrls }).toEqual({ handlers: [], scriptUrls: [] });
    expect(requests.fromPayloads()).toEqual([]);
    expect(await runs()).toEqual([]);
  });
});
