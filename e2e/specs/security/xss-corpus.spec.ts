// The XSS corpus (e2e/data/xss-corpus: DOMPurify's own test vectors and markdown-specific ones) pushed through the
// two components that show HTML: the rich-text view (which the announcement detail is, see
// announcement-xss.spec.ts for that screen with content stored through the API) and the markdown preview. One
// page load per sink; payloads are injected one after another.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { baseURL } from '../../playwright.config';
import { imagesSettled, installXssProbe, leftovers, PayloadRequests, type SinkLeftovers, type XssVector } from '../../pages/xss-probe';
import { signIn } from '../../pages/session';

const corpus = (file: string): XssVector[] =>
  JSON.parse(readFileSync(fileURLToPath(new URL(`../../data/xss-corpus/${file}`, import.meta.url)), 'utf8')) as XssVector[];
const HTML_VECTORS = corpus('dompurify-vectors.json');
const MARKDOWN_VECTORS = corpus('markdown-vectors.json');

const HARMLESS_HTML =
  '<h3>标题</h3><p><strong>粗体</strong><em>斜体</em><u>下划线</u><span style="color: rgb(230, 0, 0);">红字</span>' +
  '<a href="https://example.com/">链接</a></p><ul><li>列表项</li></ul><table><tbody><tr><td>单元格</td></tr></tbody></table>';

interface Finding {
  title: string;
  left: SinkLeftovers;
}

/** Shows each vector in the sink and collects what survived; the caller shows a vector with `show`. */
async function runCorpus(page: Page, sink: Locator, vectors: readonly XssVector[], show: (vector: XssVector, index: number) => Promise<void>) {
  const requests = new PayloadRequests(page, baseURL);
  requests.startCounting();
  const findings: Finding[] = [];
  for (const [index, vector] of vectors.entries()) {
    await show(vector, index);
    requests.imagesShown(await imagesSettled(sink));
    const left = await leftovers(sink);
    if (left.active.length || left.handlers.length || left.scriptUrls.length) findings.push({ title: vector.title, left });
  }
  return { findings, payloadRequests: requests.fromPayloads() };
}

async function expectHarmlessFormatting(sink: Locator) {
  await expect(sink.locator('h3')).toHaveText('标题');
  await expect(sink.locator('strong')).toHaveText('粗体');
  await expect(sink.locator('em')).toHaveText('斜体');
  await expect(sink.locator('u')).toHaveText('下划线');
  await expect(sink.locator('span', { hasText: '红字' })).toHaveCSS('color', 'rgb(230, 0, 0)');
  await expect(sink.locator('a', { hasText: '链接' })).toHaveAttribute('href', 'https://example.com/');
  await expect(sink.locator('li')).toHaveText('列表项');
  await expect(sink.locator('td')).toHaveText('单元格');
}

test.describe('the XSS corpus in every HTML sink', () => {
  test.beforeEach(async ({ page, request }) => {
    await PayloadRequests.blockOtherHosts(page, baseURL);
    await signIn(page, request, 'admin');
  });

  test(`A-NOTICE-18 the rich-text view, which shows announcement content, shows ${HTML_VECTORS.length} corpus payloads without running or fetching anything`, async ({ page }) => {
    test.setTimeout(180_000);
    const runs = await installXssProbe(page);
    await page.goto('/examples/widgets?widget=rich-text-editor');
    const sample = page.getByTestId('sample-只读显示');
    const source = sample.getByRole('textbox', { name: 'HTML 源码' });
    const sink = sample.getByTestId('rich-text-view');
    await expect(source).toBeVisible({ timeout: 20_000 });
    const { findings, payloadRequests } = await runCorpus(page, sink, [...HTML_VECTORS, { title: 'harmless formatting', payload: HARMLESS_HTML }], async (vector) => {
      await source.fill(vector.payload);
    });
    await expectHarmlessFormatting(sink);
    expect(findings).toEqual([]);
    expect(payloadRequests).toEqual([]);
    expect(await runs()).toEqual([]);
  });

  test(`the markdown preview shows ${MARKDOWN_VECTORS.length} markdown and ${HTML_VECTORS.length} HTML payloads without running or fetching anything`, async ({ page }) => {
    test.setTimeout(180_000);
    const runs = await installXssProbe(page);
    await page.goto('/examples/widgets?widget=markdown-editor');
    const sample = page.getByTestId('sample-Markdown编辑');
    const source = sample.getByRole('textbox', { name: 'Markdown源码' });
    const sink = sample.getByTestId('markdown-preview');
    await expect(sink.locator('h2')).toBeVisible({ timeout: 20_000 });
    const vectors = [...MARKDOWN_VECTORS, ...HTML_VECTORS];
    const { findings, payloadRequests } = await runCorpus(page, sink, vectors, async (vector) => {
      await source.fill(vector.payload);
    });
    expect(findings).toEqual([]);
    expect(payloadRequests).toEqual([]);
    expect(await runs()).toEqual([]);

    await source.fill('### 标题\n\n**粗体***斜体*<u>下划线</u><span style="color: rgb(230, 0, 0);">红字</span>[链接](https://example.com/)\n\n- 列表项\n\n| 表头 |\n| --- |\n| 单元格 |\n\n`<script>` 作为代码');
    await expectHarmlessFormatting(sink);
    await expect(sink.locator('code')).toHaveText('<script>');
  });
});
