// 简历导入 (招聘管理): a Word resume made by the test (docx, in a temp folder) read in the browser, its proposal
// confirmed and saved (the candidate is 处理中 with its original kept), the same resume again flagged as a duplicate;
// a PDF read by pdf.js' worker and a scanned one refused; the Excel batch with a bad row answering the 201 partial
// failure with its error report. Data is checked through the API; mobiles are new per run, so no reset is needed.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AlignmentType, Document, Packer, Paragraph, TextRun } from 'docx';
import PDFDocument from 'pdfkit';
import { expect as baseExpect, screenTest as test, type Page } from '../../fixtures';
import { keepScreenshot } from '../../pages/artifacts';
import { readExport, workbookFile } from '../../pages/list-page';
import { chooseOption } from '../../pages/select-dropdown';
import { apiCall, type SignedInUser } from '../../pages/session';
import { ShellPage } from '../../pages/shell-page';

interface Candidate {
  id: string;
  name: string;
  mobile: string;
  email: string | null;
  education: string | null;
  workYears: number | null;
  status: string;
  resumeFile: string | null;
}

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 60_000 });

const CJK_FONT = '/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc';
let serial = 0;
/** A mobile no run has used yet: 13 + the clock's last eight digits + a counter digit. */
const newMobile = () => `13${String(Date.now()).slice(-8)}${++serial % 10}`;

const folder = mkdtempSync(join(tmpdir(), 'resume-e2e-'));
test.afterAll(() => rmSync(folder, { recursive: true, force: true }));

async function docxFile(name: string, lines: string[]): Promise<string> {
  const document = new Document({
    sections: [{ children: [new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ text: '个人简历', bold: true, size: 36 })] }), ...lines.map((line) => new Paragraph(line))] }],
  });
  const path = join(folder, name);
  writeFileSync(path, await Packer.toBuffer(document));
  return path;
}

async function pdfFile(name: string, lines: string[]): Promise<string> {
  const bytes = await new Promise<Buffer>((resolve) => {
    const doc = new PDFDocument({ size: 'A4' });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.font(CJK_FONT, 'WenQuanYiZenHei');
    for (const line of lines) doc.text(line);
    doc.end();
  });
  const path = join(folder, name);
  writeFileSync(path, bytes);
  return path;
}

const candidatesWith = async (request: Parameters<typeof apiCall>[0], user: SignedInUser, mobile: string) =>
  (await apiCall<{ records: Candidate[] }>(request, user.token, 'GET', `/rpm/candidate/list?mobile=${mobile}`)).result.records;

/** 招聘管理 → 简历导入 from the menu. */
async function openResumeImport(page: Page) {
  const shell = new ShellPage(page);
  await shell.gotoWorkbench();
  const leaf = shell.menu().getByText('简历导入', { exact: true });
  if (!(await leaf.isVisible())) await shell.menu().getByText('招聘管理', { exact: true }).click();
  await leaf.click();
  await expect(page).toHaveURL(/\/rpm\/candidate\/resumeImport$/);
  return page.getByTestId('resume-single-card');
}

async function chooseResume(page: Page, path: string) {
  await page.getByTestId('resume-single-card').locator('input[type=file]').setInputFiles(path);
}

test.describe('简历导入', () => {
  let admin: SignedInUser;

  test.beforeEach(({ admin: keptAdmin }) => {
    admin = keptAdmin;
  });

  test('A-GEN-03 a .docx resume: proposal confirmed and saved as 处理中 with its original; the same mobile again is flagged, not doubled', async ({ page, request }) => {
    const mobile = newMobile();
    const resume = await docxFile('孙悦的简历.docx', ['姓名：孙悦', '性别：女', `手机：${mobile.slice(0, 3)}-${mobile.slice(3, 7)}-${mobile.slice(7)}`, '邮箱：sunyue@example.com', '学历：本科', '5年工作经验，熟悉招聘全流程']);
    const card = await openResumeImport(page);
    const mammothChunk = page.waitForRequest(/\/assets\/mammoth-[\w-]+\.js$/);
    await chooseResume(page, resume);
    await mammothChunk;

    const form = card.locator('form');
    await expect(card.getByTestId('resume-extraction-message')).toContainText('已从简历中识别：姓名、性别、手机号、邮箱、学历、工作年限');
    await expect(form.getByRole('textbox', { name: /姓名/ })).toHaveValue('孙悦');
    await expect(form.getByRole('textbox', { name: /手机号/ })).toHaveValue(mobile);
    await expect(form.getByRole('textbox', { name: /邮箱/ })).toHaveValue('sunyue@example.com');
    await expect(form.getByRole('textbox', { name: /工作年限/ })).toHaveValue('5');
    await expect(card.getByTestId('resume-docx-preview')).toContainText('熟悉招聘全流程');
    await expect(card.getByTestId('resume-original-link')).toBeVisible();
    await expect(card.getByTestId('resume-duplicate-warning')).toHaveCount(0);

    // Saving asks for what the resume cannot say.
    await card.getByTestId('resume-save').click();
    await expect(form.locator('.ant-form-item-explain-error')).toHaveText(['请输入应聘岗位!', '请选择招聘渠道!'], { useInnerText: true });
    await form.getByRole('textbox', { name: /应聘岗位/ }).fill('招聘专员');
    await chooseOption(page, form.getByRole('combobox', { name: /招聘渠道/ }), '内部推荐');
    await card.scrollIntoViewIfNeeded();
    await keepScreenshot(page, 'resume-import-docx-1440');
    await card.getByTestId('resume-save').click();
    await expect(page.getByTestId('resume-saved')).toContainText('已保存候选人：孙悦');

    const [saved, ...others] = await candidatesWith(request, admin, mobile);
    expect(others).toHaveLength(0);
    expect(saved).toMatchObject({ name: '孙悦', status: '1', email: 'sunyue@example.com', education: '4', workYears: 5 });
    expect(saved?.resumeFile).toMatch(/^resume\/孙悦的简历_\d+\.docx$/);
    const processing = await apiCall<{ records: Candidate[] }>(request, admin.token, 'GET', `/rpm/candidate/list?status=1&mobile=${mobile}`);
    expect(processing.result.records.map((row) => row.name)).toEqual(['孙悦']);

    // The same resume again: the existing candidate is named and the save refused.
    await chooseResume(page, resume);
    await expect(card.getByTestId('resume-duplicate-warning')).toContainText('该手机号已有候选人：孙悦（处理中，应聘招聘专员');
    await form.getByRole('textbox', { name: /应聘岗位/ }).fill('招聘专员');
    await chooseOption(page, form.getByRole('combobox', { name: /招聘渠道/ }), '内部推荐');
    await card.getByTestId('resume-save').click();
    await expect(page.locator('.ant-message')).toContainText('该手机号已有候选人：孙悦（处理中，应聘招聘专员');
    await expect(page.locator('.ant-message')).toContainText('不能重复添加，请在“处理中”列表查看该候选人。');
    expect(await candidatesWith(request, admin, mobile)).toHaveLength(1);

    await page.setViewportSize({ width: 375, height: 800 });
    await card.getByTestId('resume-duplicate-warning').scrollIntoViewIfNeeded();
    await expect(card.getByTestId('resume-duplicate-warning')).toBeInViewport();
    await keepScreenshot(page, 'resume-import-docx-375');
  });

  test('A-GEN-03 a .pdf resume is read by pdf.js in the browser and previewed; a scanned PDF proposes nothing', async ({ page, request }) => {
    // The CMaps a PDF with a non-embedded Chinese font is read through (unit tests read such a PDF with them).
    const cmap = await request.get('/pdfjs/cmaps/UniGB-UCS2-H.bcmap');
    expect(cmap.ok()).toBe(true);
    expect((await cmap.body()).byteLength).toBeGreaterThan(1000);
    const mobile = newMobile();
    const resume = await pdfFile('resume.pdf', ['周宁 个人简历', `电话：${mobile}`, '最高学历：硕士研究生', '工作年限：3年']);
    const card = await openResumeImport(page);
    const pdfjsChunk = page.waitForRequest(/\/assets\/pdfjs-[\w-]+\.js$/);
    await chooseResume(page, resume);
    await pdfjsChunk;
    const form = card.locator('form');
    await expect(form.getByRole('textbox', { name: /姓名/ })).toHaveValue('周宁');
    await expect(form.getByRole('textbox', { name: /手机号/ })).toHaveValue(mobile);
    await expect(form.getByRole('textbox', { name: /工作年限/ })).toHaveValue('3');
    await expect(card.locator('iframe[title^="简历预览"]')).toHaveAttribute('src', /\/sys\/common\/static\/resume\/resume_\d+\.pdf$/);

    const scanned = await new Promise<Buffer>((resolve) => {
      const doc = new PDFDocument({ size: 'A4' });
      const chunks: Buffer[] = [];
      doc.on('data', (chunk: Buffer) => chunks.push(chunk));
      doc.on('end', () => resolve(Buffer.concat(chunks)));
      // A page that is only a drawing: no text layer at all.
      doc.rect(60, 60, 400, 20).fill('#333').rect(60, 100, 300, 20).fill('#333');
      doc.end();
    });
    const scannedPath = join(folder, 'scan.pdf');
    writeFileSync(scannedPath, scanned);
    await card.getByTestId('resume-choose-again').click();
    await chooseResume(page, scannedPath);
    await expect(card.getByTestId('resume-extraction-message')).toHaveText('该PDF没有可提取的文字（可能是扫描件），请手动填写');
    await expect(form.getByRole('textbox', { name: /姓名/ })).toHaveValue('');
    await expect(form.getByRole('textbox', { name: /手机号/ })).toHaveValue('');
  });

  test('A-GEN-03 Excel batch: the template downloads; a workbook with a bad row answers the partial failure with its error report', async ({ page, request }) => {
    await openResumeImport(page);
    const excel = page.getByTestId('resume-excel-card');
    const [download] = await Promise.all([page.waitForEvent('download'), excel.getByTestId('import-template').click()]);
    expect(download.suggestedFilename()).toBe('简历导入模板.xlsx');
    const template = await readExport(download, '姓名');
    expect(template.header).toEqual(['姓名', '性别', '年龄', '手机号', '邮箱', '学历', '毕业院校', '专业', '工作年限', '应聘岗位', '招聘渠道']);
    expect(template.rows).toHaveLength(0);

    const good = newMobile();
    const file = await workbookFile(template.header, [
      ['批量导入甲', '男', '26', good, 'jia@example.com', '大专', '', '', '2', '客服代表', 'BOSS直聘'],
      ['批量导入乙', '女', '', '1234', '', '', '', '', '', '客服代表', 'BOSS直聘'],
    ]);
    await excel.locator('input[type=file]').setInputFiles(file);
    await excel.getByTestId('import-start').click();
    const partial = excel.getByTestId('import-partial');
    await expect(partial).toContainText('文件导入成功，但有错误。');
    await expect(partial).toContainText('总上传行数：2，已导入行数：1，错误行数：1');
    await expect(partial.getByTestId('import-error-report')).toHaveAttribute('href', /\.xlsx$/);
    expect((await candidatesWith(request, admin, good)).map((row) => row.name)).toEqual(['批量导入甲']);
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(partial).toBeVisible();
    await keepScreenshot(page, 'resume-import-excel-375');
  });
});
