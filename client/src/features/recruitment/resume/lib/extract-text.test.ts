// Resume extraction on real files made by the tests (testing/sample-resumes.mjs): Word and PDF resumes in Chinese,
// a scanned PDF with no text layer, and the files that cannot be read. pdf.js runs its legacy build in Node here, as
// the browser does (lib/engines.ts), with its worker in the same thread.
import { describe, expect, it } from 'vitest';
import { browserEngines, type ResumeEngines } from './engines';
import { extractResumeText } from './extract-text';
import { proposeCandidate } from './propose';
import { ResumeText } from './resume-file';
import { docxResume, hasCjkFont, nonEmbeddedCjkPdf, pdfResume, PDFJS_CMAPS_DIR, scannedPdf } from '../testing/sample-resumes.mjs';

const nodeEngines: ResumeEngines = { docx: browserEngines.docx, pdf: () => import('pdfjs-dist/legacy/build/pdf.mjs'), cMapUrl: () => PDFJS_CMAPS_DIR };
const EDUCATION = [
  { value: '1', label: '初中及以下' },
  { value: '2', label: '高中/中专' },
  { value: '3', label: '大专' },
  { value: '4', label: '本科' },
  { value: '5', label: '硕士研究生' },
  { value: '6', label: '博士研究生' },
];
const TODAY = new Date(2026, 10, 28);

const fileOf = (bytes: Uint8Array, name: string) => new File([bytes as BlobPart], name);
const read = (bytes: Uint8Array, name: string) => extractResumeText(fileOf(bytes, name), nodeEngines);

describe('a .docx resume', () => {
  it('A-GEN-03 gives its text and HTML, and the proposal from a label / value table', async () => {
    const bytes = await docxResume({
      title: '个人简历',
      table: [
        ['姓名', '王晓明'],
        ['性别', '男'],
        ['手机', '139-1234-5678'],
        ['邮箱', 'xiaoming.wang@example.cn'],
        ['最高学历', '硕士研究生'],
      ],
      paragraphs: ['工作年限：6年', '求职意向：Java开发工程师'],
    });
    const result = await read(bytes, '王晓明-简历.docx');
    expect(result).toMatchObject({ ok: true, kind: 'docx' });
    if (!result.ok) return;
    expect(result.text).toContain('王晓明');
    expect(result.html).toContain('<table>');
    expect(proposeCandidate(result.text, EDUCATION, TODAY)).toEqual({
      name: '王晓明',
      sex: '1',
      mobile: '13912345678',
      email: 'xiaoming.wang@example.cn',
      education: '5',
      workYears: 6,
    });
  });

  it('a Word file with no words: nothing to propose, a clear message', async () => {
    expect(await read(await docxResume({ paragraphs: ['', '  '] }), 'blank.docx')).toEqual({ ok: false, message: ResumeText.noText });
  });

  it('a .docx that is not a Word document (a zip of something else, or broken bytes) is refused as unreadable', async () => {
    const zipHeadOnly = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(await read(zipHeadOnly, 'broken.docx')).toEqual({ ok: false, message: ResumeText.corrupt });
    expect(await read(new TextEncoder().encode('not a zip at all'), 'renamed.docx')).toEqual({ ok: false, message: ResumeText.corrupt });
  });
});

describe.runIf(hasCjkFont())('a .pdf resume', () => {
  it('A-GEN-03 gives the text of every page (Chinese in an embedded font) and the proposal from it', async () => {
    const bytes = await pdfResume([
      ['李娜的简历', '性别：女    年龄：29', '电话：+86 186 0000 1234', '邮箱：lina_hr@example.com'],
      ['教育背景', '2014.09 - 2018.06  华中科技大学  本科  人力资源管理', '工作经历', '2018.07 - 2021.06  某科技公司  招聘专员', '2021.07 - 至今  某集团  招聘主管', '自我评价', '认真负责'],
    ]);
    const result = await read(bytes, 'lina.pdf');
    expect(result).toMatchObject({ ok: true, kind: 'pdf' });
    if (!result.ok) return;
    expect(result.text).toContain('李娜的简历');
    expect(result.text).toContain('招聘主管');
    expect(proposeCandidate(result.text, EDUCATION, TODAY)).toEqual({
      name: '李娜',
      sex: '2',
      age: 29,
      mobile: '18600001234',
      email: 'lina_hr@example.com',
      education: '4',
      // 2018-07 to 2026-11 (至今): eight whole years.
      workYears: 8,
    });
  });

  it('a password-protected PDF is refused with its own message', async () => {
    const bytes = await pdfResume([['姓名：赵六']], { userPassword: 'secret', ownerPassword: 'owner' });
    expect(await read(bytes, 'locked.pdf')).toEqual({ ok: false, message: ResumeText.encrypted });
  });
});

describe('a PDF whose Chinese font is not embedded (STSong-Light, UniGB-UCS2-H: how iText writes Chinese)', () => {
  it('is read through the predefined CMaps', async () => {
    const result = await read(nonEmbeddedCjkPdf(['姓名：吴敏', '手机：15800001234', '学历：大专']), 'itext.pdf');
    expect(result).toMatchObject({ ok: true, kind: 'pdf' });
    if (!result.ok) return;
    expect(proposeCandidate(result.text, EDUCATION, TODAY)).toEqual({ name: '吴敏', mobile: '15800001234', education: '3' });
  });

  it('without them no text comes out, and it is taken for a scan (why the build ships /pdfjs/cmaps/)', async () => {
    const result = await extractResumeText(fileOf(nonEmbeddedCjkPdf(['姓名：吴敏']), 'itext.pdf'), { ...nodeEngines, cMapUrl: () => '/nowhere/' });
    expect(result.ok ? result.text : result.message).not.toContain('吴敏');
  });
});

describe('a PDF with no text layer (a scanned resume)', () => {
  it('gives the scanned-image message and no text, so nothing is proposed', async () => {
    const result = await read(await scannedPdf(2), 'scan.pdf');
    expect(result).toEqual({ ok: false, message: '该PDF没有可提取的文字（可能是扫描件），请手动填写' });
    expect('text' in result).toBe(false);
  });
});

describe('files that are not read', () => {
  it('an unsupported type, an old .doc, an empty file, a too large one, and a PDF that is not one', async () => {
    expect(await read(new TextEncoder().encode('hello'), 'resume.txt')).toEqual({ ok: false, message: ResumeText.unsupported });
    expect(await read(new TextEncoder().encode('hello'), '简历.doc')).toEqual({ ok: false, message: ResumeText.legacyWord });
    expect(await read(new Uint8Array(0), 'empty.pdf')).toEqual({ ok: false, message: ResumeText.empty });
    const big = { name: 'big.pdf', size: 11 * 1024 * 1024, arrayBuffer: () => Promise.reject(new Error('not read')) };
    expect(await extractResumeText(big, nodeEngines)).toEqual({ ok: false, message: ResumeText.tooLarge });
    expect(await read(new TextEncoder().encode('<html>not a pdf</html>'), 'fake.pdf')).toEqual({ ok: false, message: ResumeText.corrupt });
    expect(await read(new TextEncoder().encode('%PDF-1.7\nbroken beyond repair'), 'broken.pdf')).toEqual({ ok: false, message: ResumeText.corrupt });
  });
});
