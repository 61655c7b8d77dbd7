import { expect, galleryTest as test } from '../../fixtures';
import { keepScreenshot } from '../../pages/artifacts';

const LANGUAGES = [
  ['CSS', 'css'],
  ['JavaScript', 'javascript'],
  ['HTML', 'html'],
  ['Java', 'java'],
  ['Objective-C', 'objectivec'],
  ['Python', 'python'],
  ['R', 'r'],
  ['Shell', 'shell'],
  ['SQL', 'sql'],
  ['Swift', 'swift'],
  ['Vue', 'vue'],
  ['Markdown', 'markdown'],
] as const;

test.describe('组件示例 → 代码编辑器', () => {
  test.use({ widget: 'code-editor' });
  test('B-EDITOR-06 each of the twelve languages loads its grammar on first choice and colours its sample; Tab indents by two spaces', async ({ page }) => {
    test.setTimeout(90_000);
    const sample = page.getByTestId('sample-代码编辑');
    const editor = sample.getByTestId('code-editor');
    const content = editor.locator('.cm-content');
    await expect(editor).toHaveAttribute('data-grammar', 'javascript', { timeout: 30_000 });
    await keepScreenshot(page, 'gallery-code-editor-1440');

    for (const [label, grammar] of LANGUAGES) {
      const scripts: string[] = [];
      const collect = (req: { resourceType(): string; url(): string }) => {
        if (req.resourceType() === 'script') scripts.push(req.url());
      };
      page.on('request', collect);
      await sample.locator('.ant-select').click();
      await page.locator('.ant-select-dropdown:visible').getByTitle(label, { exact: true }).click();
      await expect(editor).toHaveAttribute('data-grammar', grammar);
      // The grammar colours the sample: CodeMirror wraps highlighted tokens in spans.
      await expect(content.locator('.cm-line span').first()).toBeVisible();
      page.off('request', collect);
      if (label !== 'JavaScript') expect(scripts.length, `${label} loads its grammar lazily`).toBeGreaterThan(0);
    }

    await content.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Home');
    await page.keyboard.press('Tab');
    await page.keyboard.type('x');
    await expect(page.getByTestId('sample-value-代码编辑')).toContainText('\\n  x');
  });
});
