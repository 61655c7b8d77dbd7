// The single-resume part against a fake backend: a real .docx chosen, read by mammoth, its proposal shown in the
// kit's editors (a number too), the original uploaded to the resume folder and saved with the candidate; the form's
// mobile and email rules; a candidate 处理中 with the same mobile named and the save refused.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, installFakeBackend } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render-with-providers';
import { docxResume } from '../testing/sample-resumes.mjs';
import { SingleResumeCard } from './single-resume-card';

const DICTS: Record<string, Array<[string, string]>> = {
  education: [['3', '大专'], ['4', '本科'], ['5', '硕士研究生']],
  sex: [['1', '男'], ['2', '女']],
  candidate_channel: [['1', 'BOSS直聘'], ['5', '内部推荐']],
};

let existing: Array<Record<string, unknown>> = [];
let backend: ReturnType<typeof installFakeBackend>;

beforeEach(() => {
  existing = [];
  backend = installFakeBackend({
    'GET /sys/dict/getDictItems/{code}': (request) => {
      const code = String(request.url).split('/').pop() ?? '';
      return { data: envelope(200, (DICTS[code] ?? []).map(([value, text]) => ({ value, text, title: text, label: text }))) };
    },
    'POST /sys/common/upload': () => ({ data: envelope(0, null, 'resume/陈晨_1700000000000.docx') }),
    'GET /rpm/candidate/list': () => ({ data: envelope(200, { records: existing, total: existing.length, size: 10, current: 1, pages: 1 }) }),
    'POST /rpm/candidate/add': () => ({ data: envelope(200, '添加成功！', '添加成功！') }),
  });
});

const field = (label: RegExp) => screen.getByRole('textbox', { name: label });

async function chooseDocx(lines: string[]) {
  const bytes = await docxResume({ paragraphs: lines });
  const file = new File([bytes as BlobPart], '陈晨.docx', { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });
  const input = screen.getByTestId('resume-single-card').querySelector('input[type=file]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
  await screen.findByTestId('resume-extraction-message');
}

describe('单份简历导入', () => {
  it('A-GEN-03 proposes what the resume says (a number included), keeps the original and saves it with the candidate', async () => {
    renderWithProviders(<SingleResumeCard />);
    await chooseDocx(['姓名：陈晨', '手机：13712345678', '邮箱：chenchen@example.com', '学历：本科', '工作年限：4年']);
    expect(screen.getByTestId('resume-extraction-message')).toHaveTextContent('已从简历中识别：姓名、手机号、邮箱、学历、工作年限');
    expect(field(/姓名/)).toHaveValue('陈晨');
    expect(field(/工作年限/)).toHaveValue('4');
    expect(screen.getByTestId('proposed-education')).toBeInTheDocument();
    expect(screen.queryByTestId('proposed-sex')).toBeNull();
    await screen.findByTestId('resume-original-link');
    expect(screen.getByTestId('resume-docx-preview')).toHaveTextContent('chenchen@example.com');

    fireEvent.click(within(screen.getByRole('radiogroup', { name: '性别' })).getByLabelText('男'));
    fireEvent.change(field(/应聘岗位/), { target: { value: '行政专员' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /招聘渠道/ }));
    fireEvent.click(await screen.findByTitle('内部推荐'));
    fireEvent.click(screen.getByTestId('resume-save'));
    expect(await screen.findByTestId('resume-saved')).toHaveTextContent('已保存候选人：陈晨');
    const add = backend.requests.find((request) => request.url?.endsWith('/rpm/candidate/add'));
    expect(JSON.parse(String(add?.data))).toMatchObject({
      name: '陈晨', sex: '1', mobile: '13712345678', email: 'chenchen@example.com', education: '4', workYears: 4, applyPost: '行政专员', channel: '5',
      resumeFile: 'resume/陈晨_1700000000000.docx',
    });
  });

  it('checks mobile and email as every form does, and leaves unfound fields empty', async () => {
    renderWithProviders(<SingleResumeCard />);
    await chooseDocx(['联系电话：12345', '邮箱 chen@', '自我评价：认真']);
    expect(screen.getByTestId('resume-extraction-message')).toHaveTextContent('未能从简历中识别出候选人信息，请手动填写');
    expect(field(/手机号/)).toHaveValue('');
    fireEvent.change(field(/手机号/), { target: { value: '1371234' } });
    fireEvent.change(field(/邮箱/), { target: { value: 'chen@' } });
    fireEvent.click(screen.getByTestId('resume-save'));
    expect(await screen.findByText('请输入正确手机号')).toBeInTheDocument();
    expect(await screen.findByText('邮箱格式不正确')).toBeInTheDocument();
    expect(await screen.findByText('请输入姓名!')).toBeInTheDocument();
    expect(backend.requests.some((request) => request.url?.endsWith('/rpm/candidate/add'))).toBe(false);
  });

  it('names a candidate 处理中 with the same mobile and refuses to save a second one', async () => {
    existing = [{ id: 'c1', name: '陈晨', mobile: '13712345678', status: '1', status_dictText: '处理中', applyPost: '前台', createTime: '2026-11-20 10:00:00' }];
    renderWithProviders(<SingleResumeCard />);
    await chooseDocx(['姓名：陈晨', '性别：女', '手机：13712345678']);
    const warning = await screen.findByTestId('resume-duplicate-warning');
    expect(warning).toHaveTextContent('该手机号已有候选人：陈晨（处理中，应聘前台，2026-11-20 投递）');
    expect(warning).toHaveTextContent('不能重复添加，请在“处理中”列表查看该候选人。');
    await screen.findByTestId('resume-original-link');
    fireEvent.change(field(/应聘岗位/), { target: { value: '前台' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /招聘渠道/ }));
    fireEvent.click(await screen.findByTitle('BOSS直聘'));
    fireEvent.click(screen.getByTestId('resume-save'));
    expect(await screen.findByText('该手机号已有候选人：陈晨（处理中，应聘前台，2026-11-20 投递），不能重复添加，请在“处理中”列表查看该候选人。')).toBeInTheDocument();
    await waitFor(() => expect(backend.requests.filter((request) => request.url?.endsWith('/rpm/candidate/list')).length).toBeGreaterThanOrEqual(2));
    expect(backend.requests.some((request) => request.url?.endsWith('/rpm/candidate/add'))).toBe(false);
  });

  it('sends the recruiter to 人才库 for an eliminated candidate with the same mobile: nothing is added', async () => {
    existing = [{ id: 'c2', name: '陈晨', mobile: '13712345678', status: '3', status_dictText: '已淘汰', applyPost: '前台', createTime: '2026-10-02 09:00:00' }];
    renderWithProviders(<SingleResumeCard />);
    await chooseDocx(['姓名：陈晨', '性别：女', '手机：13712345678']);
    expect(await screen.findByTestId('resume-duplicate-warning')).toHaveTextContent('不能重复添加，请在“人才库”中邀请该候选人。');
    await screen.findByTestId('resume-original-link');
    fireEvent.change(field(/应聘岗位/), { target: { value: '前台' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /招聘渠道/ }));
    fireEvent.click(await screen.findByTitle('BOSS直聘'));
    fireEvent.click(screen.getByTestId('resume-save'));
    expect(await screen.findByText('该手机号已有候选人：陈晨（已淘汰，应聘前台，2026-10-02 投递），不能重复添加，请在“人才库”中邀请该候选人。')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(backend.requests.some((request) => request.url?.endsWith('/rpm/candidate/add'))).toBe(false);
  });
});
