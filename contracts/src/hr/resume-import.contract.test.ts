// Contracts of 简历导入: the import template (/rpm/candidate/importTemplate) and the calls the screen makes around
// /rpm/candidate/add — the original file uploaded to the resume folder and kept on the candidate (resumeFile), and
// the duplicate lookup by mobile over every status. Answers are validated against the document by `call`.
import { describe, expect, it } from 'vitest';
import { call, callRaw, expectFail, expectOk, mockPerFile, multipart, readSheet, resultOf, workbook, XLSX, type Schema } from '../kit';

const mock = mockPerFile({ login: 'admin' });
type Candidate = Schema<'HrCandidate'>;

const HEAD = ['姓名', '性别', '年龄', '手机号', '邮箱', '学历', '毕业院校', '专业', '工作年限', '应聘岗位', '招聘渠道'];
let mobiles = 0;
const newMobile = () => `1350000${String(3000 + ++mobiles)}`;

const byMobile = async (mobile: string) =>
  resultOf(await call(mock.app, 'rpmCandidateList', { url: `/v1/rpm/candidate/list?mobile=${mobile}`, token: mock.token }))?.records ?? [];

async function importFile(content: Buffer) {
  const body = multipart({}, { field: 'file', name: 'candidates.xlsx', type: XLSX, content });
  return call(mock.app, 'rpmCandidateImportExcel', { method: 'POST', url: '/v1/rpm/candidate/importExcel', token: mock.token, headers: body.headers, payload: body.payload });
}

describe('rpmCandidateImportTemplate', () => {
  it('A-GEN-03 answers the empty template: a note naming the required columns and dictionary texts, the import headers, no rows', async () => {
    const answer = await callRaw(mock.app, 'rpmCandidateImportTemplate', { url: '/v1/rpm/candidate/importTemplate', token: mock.token });
    expect(answer.status).toBe(200);
    expect(answer.contentType).toContain(XLSX);
    const rows = await readSheet(answer.raw);
    expect(rows[0]?.[0]).toBe('简历导入模板');
    expect(rows[1]?.[0]).toContain('必填：姓名、性别、手机号、应聘岗位、招聘渠道');
    expect(rows[1]?.[0]).toContain('本科');
    expect(rows[1]?.[0]).toContain('BOSS直聘');
    expect(rows[2]).toEqual(HEAD);
    expect(rows).toHaveLength(3);
  });

  it('the template filled in imports: a good row added, a bad row reported (201 with the error report)', async () => {
    const template = await callRaw(mock.app, 'rpmCandidateImportTemplate', { url: '/v1/rpm/candidate/importTemplate', token: mock.token });
    const [title, note, head] = await readSheet(template.raw);
    const good = newMobile();
    const file = await workbook([title ?? [], note ?? [], head ?? [], ['模板导入甲', '女', '24', good, 'jia@example.com', '本科', '', '', '2', '客服代表', 'BOSS直聘'], ['模板导入乙', '男', '', '12345', '', '', '', '', '', '客服代表', '猎聘']]);
    const answer = await importFile(file);
    expect(answer.body).toMatchObject({ success: true, code: 201, result: { totalCount: 2, successCount: 1, errorCount: 1 } });
    expect(resultOf(answer)?.fileUrl).toBeTruthy();
    expect(await byMobile(good)).toEqual([expect.objectContaining({ name: '模板导入甲', education: '4', workYears: 2, status: '1', resumeFile: null })]);
  });

  it('needs a token', async () => {
    expect((await callRaw(mock.app, 'rpmCandidateImportTemplate', { url: '/v1/rpm/candidate/importTemplate' })).status).toBe(401);
  });
});

describe('a resume kept on the candidate', () => {
  it('the original uploaded with biz resume is stored as resumeFile and served back as it was', async () => {
    const content = Buffer.from('%PDF-1.4\n% a stand-in resume\n');
    const upload = multipart({ biz: 'resume' }, { name: '张伟的简历.pdf', type: 'application/pdf', content });
    const uploaded = await call(mock.app, 'sysCommonUpload', { method: 'POST', url: '/v1/sys/common/upload', token: mock.token, headers: upload.headers, payload: upload.payload });
    const path = uploaded.body.message;
    expect(path).toMatch(/^resume\/张伟的简历_\d+\.pdf$/);

    const mobile = newMobile();
    const form = { name: '张伟', sex: '1', mobile, email: 'zhangwei@example.com', education: '4', workYears: 5, applyPost: '前端工程师', channel: '5', resumeFile: path };
    expectOk(await call(mock.app, 'rpmCandidateAdd', { method: 'POST', url: '/v1/rpm/candidate/add', token: mock.token, payload: form }), '添加成功！');
    const [row] = await byMobile(mobile);
    expect(row).toMatchObject({ name: '张伟', resumeFile: path, status: '1', stage: '1' });

    const stored = await callRaw(mock.app, 'sysCommonStatic', { url: `/v1/sys/common/static/${encodeURI(path)}` });
    expect(stored.contentType).toBe('application/pdf');
    expect(stored.raw.equals(content)).toBe(true);

    const edited = { ...form, id: (row as Candidate).id, resumeFile: null };
    expectOk(await call(mock.app, 'rpmCandidateEdit', { method: 'PUT', url: '/v1/rpm/candidate/edit', token: mock.token, payload: edited }), '编辑成功!');
    expect((await byMobile(mobile))[0]?.resumeFile).toBeNull();
  });

  it('the duplicate lookup: the list by mobile finds the candidate whatever its status (an eliminated one too)', async () => {
    const mobile = newMobile();
    const form = { name: '重复候选人', sex: '2', mobile, applyPost: '客服代表', channel: '1' };
    expectOk(await call(mock.app, 'rpmCandidateAdd', { method: 'POST', url: '/v1/rpm/candidate/add', token: mock.token, payload: form }), '添加成功！');
    const [row] = await byMobile(mobile);
    expectOk(await call(mock.app, 'rpmCandidateEliminate', { method: 'PUT', url: '/v1/rpm/candidate/eliminate', token: mock.token, payload: { ids: (row as Candidate).id, reason: '岗位已满' } }), '已淘汰1名候选人');
    expect(await byMobile(mobile)).toEqual([expect.objectContaining({ name: '重复候选人', status: '3', status_dictText: '已淘汰' })]);
    // Any existing candidate blocks a new one with the same mobile (issue 28): an eliminated one is invited back from 人才库.
    expectFail(await call(mock.app, 'rpmCandidateAdd', { method: 'POST', url: '/v1/rpm/candidate/add', token: mock.token, payload: form }), '该手机号已有候选人：重复候选人（已淘汰，应聘客服代表），请在人才库中邀请');
    expect(await byMobile(mobile)).toHaveLength(1);
  });
});
