// The XSS corpus (e2e/data/xss-corpus: DOMPurify's own test vectors and markdown-specific ones) pushed through the
// components that show HTML: the rich-text view and the markdown preview (one page load per sink, the HTML payloads
// shown in batches, the markdown ones one after another), and the announcement detail screen itself with the payloads
// stored through the API, batched into a few announcements.
import { expect, test, type Locator } from '../../fixtures';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { baseURL } from '../../context-options';
import { imagesSettled, installXssProbe, leftovers, PayloadRequests, wrapVector, type SinkLeftovers, type XssVector } from '../../pages/xss-probe';
import { storeAnnouncement } from '../../pages/announcement-api';
import { signIn, type SignedInUser } from '../../pages/session';

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

/**
 * Once the sink's images have settled: notes them as shown, adds what survived in the sink to `findings` under
 * `title`, and answers the vectors whose wrapper (`wrapVector`) the sink shows.
 */
async function inspectSink(sink: Locator, requests: PayloadRequests, title: string, findings: Finding[]): Promise<number[]> {
  requests.imagesShown(await imagesSettled(sink));
  const left = await leftovers(sink);
  if (left.active.length || left.handlers.length || left.scriptUrls.length) findings.push({ title, left });
  return sink.locator('div[title^="xss-vector-"]').evaluateAll((found) => found.map((marker) => Number(marker.getAttribute('title')?.slice('xss-vector-'.length))));
}

/** Shows each vector in the sink on its own and collects what survived; the caller shows a vector with `show`. */
async function runOneByOne(sink: Locator, requests: PayloadRequests, vectors: readonly XssVector[], show: (vector: XssVector) => Promise<void>) {
  const findings: Finding[] = [];
  for (const vector of vectors) {
    await show(vector);
    await inspectSink(sink, requests, vector.title, findings);
  }
  return findings;
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

/**
 * Batching: each payload goes into a marked wrapper and is followed by a reset that closes whatever raw-text,
 * comment or attribute state it may leave open, so the next payload starts in a fresh parser state. A few payloads
 * (foreign content the sanitiser drops whole) take what follows with them: a payload whose wrapper does not come
 * through was not shown in its own right and goes into the next round, in smaller batches, until every one was.
 */
const FIRST_BATCH_SIZE = 112;
const LATER_BATCH_SIZE = 10;
const MAX_ROUNDS = 8;

const inBatches = <T,>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));

/**
 * Shows the vectors (by index) round after round: `showRound` shows a round's batches and answers which vectors came
 * through in their own wrapper; the others go into the next round. Answers the vectors never shown in their own right.
 */
async function showInRounds(indexes: readonly number[], showRound: (round: number, batches: number[][]) => Promise<Iterable<number>>): Promise<number[]> {
  let pending = [...indexes];
  for (let round = 1; pending.length > 0 && round <= MAX_ROUNDS; round++) {
    const shown = new Set(await showRound(round, inBatches(pending, round === 1 ? FIRST_BATCH_SIZE : LATER_BATCH_SIZE)));
    pending = pending.filter((index) => !shown.has(index));
  }
  return pending;
}

/** Shows the HTML vectors in the sink in batches (`show` puts a batch's source in); collects what survived each. */
async function runInBatches(sink: Locator, requests: PayloadRequests, indexes: readonly number[], show: (source: string) => Promise<void>, separator = '') {
  const findings: Finding[] = [];
  const neverShown = await showInRounds(indexes, async (round, batches) => {
    const shown: number[] = [];
    for (const [number, batch] of batches.entries()) {
      await show(batch.map((index) => wrapVector(index, HTML_VECTORS[index]?.payload ?? '')).join(separator));
      await expect(sink.locator(`div[title="xss-vector-${batch[0]}"]`)).toBeAttached();
      shown.push(...(await inspectSink(sink, requests, `round ${round}, batch ${number + 1}`, findings)));
    }
    return shown;
  });
  return { findings, neverShown: neverShown.map((index) => HTML_VECTORS[index]?.title) };
}

test.describe('the XSS corpus in every HTML sink', () => {
  let user: SignedInUser;
  test.beforeEach(async ({ page, request }) => {
    await PayloadRequests.blockOtherHosts(page, baseURL);
    user = await signIn(page, request, 'admin');
  });

  test(`A-NOTICE-18 the rich-text view, which shows announcement content, shows ${HTML_VECTORS.length} corpus payloads without running or fetching anything`, async ({ page }) => {
    test.setTimeout(180_000);
    const runs = await installXssProbe(page);
    await page.goto('/examples/widgets?widget=rich-text-editor');
    const sample = page.getByTestId('sample-只读显示');
    const source = sample.getByRole('textbox', { name: 'HTML 源码' });
    const sink = sample.getByTestId('rich-text-view');
    await expect(source).toBeVisible({ timeout: 20_000 });
    const requests = new PayloadRequests(page, baseURL);
    requests.startCounting();
    const { findings, neverShown } = await runInBatches(sink, requests, HTML_VECTORS.map((_, index) => index), (html) => source.fill(html));
    await source.fill(HARMLESS_HTML);
    await expectHarmlessFormatting(sink);
    expect(neverShown).toEqual([]);
    expect(findings).toEqual([]);
    expect(requests.fromPayloads()).toEqual([]);
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
    const requests = new PayloadRequests(page, baseURL);
    requests.startCounting();
    // Markdown payloads depend on the blocks around them: each is shown alone. The HTML ones go in batches, each
    // wrapper a block of its own; a payload with a blank line (which ends an HTML block) is shown alone too.
    const alone = [...MARKDOWN_VECTORS, ...HTML_VECTORS.filter((vector) => /\n\s*\n/.test(vector.payload))];
    const findings = await runOneByOne(sink, requests, alone, (vector) => source.fill(vector.payload));
    const batched = HTML_VECTORS.flatMap((vector, index) => (/\n\s*\n/.test(vector.payload) ? [] : [index]));
    const inBatch = await runInBatches(sink, requests, batched, (markdown) => source.fill(markdown), '\n\n');
    expect(inBatch.neverShown).toEqual([]);
    expect([...findings, ...inBatch.findings]).toEqual([]);
    expect(requests.fromPayloads()).toEqual([]);
    expect(await runs()).toEqual([]);

    await source.fill('### 标题\n\n**粗体***斜体*<u>下划线</u><span style="color: rgb(230, 0, 0);">红字</span>[链接](https://example.com/)\n\n- 列表项\n\n| 表头 |\n| --- |\n| 单元格 |\n\n`<script>` 作为代码');
    await expectHarmlessFormatting(sink);
    await expect(sink.locator('code')).toHaveText('<script>');
  });

  test(`A-NOTICE-18 the announcement detail (通知公告 → 查看) shows the ${HTML_VECTORS.length} corpus payloads stored through the API, batched into a few announcements, without running or fetching anything`, async ({ page, request }) => {
    test.setTimeout(180_000);
    const runs = await installXssProbe(page);
    const run = `XSS语料${Date.now()}`;
    const addRound = async (round: number, indexBatches: readonly number[][]) => {
      const batches = indexBatches.map((batch, index) => ({ titile: `${run} 第${round}轮第${index + 1}批`, batch }));
      await Promise.all(
        batches.map(({ titile, batch }) =>
          storeAnnouncement(request, user.token, { titile, msgContent: batch.map((index) => wrapVector(index, HTML_VECTORS[index]?.payload ?? '')).join('') }),
        ),
      );
      return batches;
    };
    await storeAnnouncement(request, user.token, { titile: `${run} 格式`, msgContent: HARMLESS_HTML });

    await page.goto('/isystem/annountCement');
    const admin = page.getByTestId('announcement-admin-page');
    // each search names what it lists (a new filter, so the list is fetched again) and waits for those rows
    const search = async (titile: string, expected: readonly string[]) => {
      await admin.getByLabel('标题').fill(titile);
      await admin.getByRole('button', { name: /^查\s*询$/ }).click();
      for (const shown of expected) await expect(admin.locator('tbody tr.ant-table-row').filter({ hasText: shown })).toBeVisible({ timeout: 20_000 });
    };
    const dialog = page.getByRole('dialog', { name: '通知消息' });
    const view = async (titile: string) => {
      await admin.locator('tbody tr.ant-table-row').filter({ hasText: titile }).getByText('查看').click();
      await expect(dialog.getByRole('heading', { name: titile })).toBeVisible();
      return dialog.getByTestId('announcement-content');
    };
    const close = async () => {
      await dialog.getByRole('button', { name: '关闭' }).click();
      await expect(dialog).toBeHidden();
    };
    await search(`${run} 格式`, [`${run} 格式`]);
    await expectHarmlessFormatting(await view(`${run} 格式`));
    await close();

    // counted from here: the screen's own code has loaded
    const requests = new PayloadRequests(page, baseURL);
    requests.startCounting();
    const findings: Finding[] = [];
    const neverShown = await showInRounds(HTML_VECTORS.map((_, index) => index), async (round, indexBatches) => {
      const batches = await addRound(round, indexBatches);
      await search(`${run} 第${round}轮`, batches.map((batch) => batch.titile));
      const shown: number[] = [];
      for (const { titile } of batches) {
        shown.push(...(await inspectSink(await view(titile), requests, titile, findings)));
        await close();
      }
      return shown;
    });
    expect(neverShown.map((index) => HTML_VECTORS[index]?.title)).toEqual([]);
    expect(findings).toEqual([]);
    expect(requests.fromPayloads()).toEqual([]);
    expect(await runs()).toEqual([]);
  });
});
