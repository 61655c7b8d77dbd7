// 问卷 (A-GEN-10): design (four question kinds, required, order), publish to users and departments for a period (the
// addressees told through the announcement bell), fill in (required questions named), results per question and the
// exports; an anonymous questionnaire names nobody, in the results, the export and the API.
import { describe, expect, it } from 'vitest';
import { call, callRaw, departId, expect400, expectFail, loginAs, mockPerFile, readSheets, resultOf, userId, XLSX } from '../kit';

const mock = mockPerFile({ login: 'admin' });
const { get, send } = mock;

const QUESTIONS = [
  { id: 'k1', type: 'radio', title: '您常去的食堂', required: true, options: ['一号食堂', '二号食堂'] },
  { id: 'k2', type: 'checkbox', title: '您喜欢的餐品', required: false, options: ['面食', '粥品', '水果'] },
  { id: 'k3', type: 'rating', title: '口味评分', required: true },
  { id: 'k4', type: 'text', title: '其他建议', required: false },
];

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);

async function draft(title: string, anonymous: '0' | '1') {
  expect((await send('misQuestionnaireAdd', 'POST', '/v1/mis/questionnaire/add', { title, anonymous, questions: QUESTIONS })).body).toMatchObject({ success: true, message: '添加成功！' });
  const row = resultOf(await get('misQuestionnaireList', `/v1/mis/questionnaire/list?title=${encodeURIComponent(title)}`)).records[0];
  if (!row) throw new Error('the draft is not listed');
  return row;
}

describe('questionnaires: lists and seed', () => {
  it('A-GEN-10 lists the seeded questionnaires with status, counts and addressees of the seed', async () => {
    const page = resultOf(await get('misQuestionnaireList', '/v1/mis/questionnaire/list?pageSize=50'));
    expect(page.total).toBeGreaterThanOrEqual(4);
    expect(new Set(page.records.map((r) => r.status_dictText))).toEqual(new Set(['草稿', '已发布', '已结束']));
    const satisfaction = page.records.find((r) => r.title === '2026年度员工满意度调查');
    expect(satisfaction).toMatchObject({ anonymous: '1', anonymous_dictText: '是', status: '1', addressees: '北京国炬软件', questionCount: 5 });
    expect(satisfaction?.answerCount).toBeGreaterThan(0);
    expect(satisfaction?.answerCount).toBeLessThan(satisfaction?.addresseeCount ?? 0);
    for (const id of page.records.flatMap((r) => (r.userIds ?? '').split(',').filter(Boolean))) expect(mock.app.store.data.users.some((u) => u.id === id)).toBe(true);
    expect(resultOf(await get('misQuestionnaireList', '/v1/mis/questionnaire/list?status=0')).records.every((r) => r.status === '0')).toBe(true);
    expect400(await get('misQuestionnaireList', '/v1/mis/questionnaire/list?pageSize=ten'), '参数错误：query.pageSize 类型应为 integer');
    expectFail(await get('misQuestionnaireList', '/v1/mis/questionnaire/list?column=salary&order=asc'), '请注意，将要排序的列字段不存在：salary');
  });

  it('queryById answers the questionnaire with its questions; an unknown id 未找到对应数据, none 400', async () => {
    const [first] = resultOf(await get('misQuestionnaireList', '/v1/mis/questionnaire/list?pageSize=1')).records;
    expect((await get('misQuestionnaireQueryById', `/v1/mis/questionnaire/queryById?id=${first?.id}`)).body).toMatchObject({ success: true, result: first });
    expectFail(await get('misQuestionnaireQueryById', '/v1/mis/questionnaire/queryById?id=nope'), '未找到对应数据');
    expect400(await get('misQuestionnaireQueryById', '/v1/mis/questionnaire/queryById'), '参数错误：query.id 不能为空');
  });

  it('exports 问卷管理 and 我的问卷 as workbooks; a bad sort answers the envelope', async () => {
    for (const [op, url, title, header] of [
      ['misQuestionnaireExportXls', '/v1/mis/questionnaire/exportXls', '问卷管理', '答卷数'],
      ['misQuestionnaireMineExportXls', '/v1/mis/questionnaire/mine/exportXls', '我的问卷', '已填写'],
    ] as const) {
      const file = await callRaw(mock.app, op, { url, token: mock.token });
      expect(file.contentType).toContain(XLSX);
      const sheet = [...(await readSheets(file.raw)).values()][0] ?? [];
      expect(sheet[0]?.[0]).toBe(title);
      expect(sheet[2]).toContain(header);
      expect(sheet.length).toBeGreaterThan(3);
      const refused = await callRaw(mock.app, op, { url: `${url}?column=salary`, token: mock.token });
      expect(JSON.parse(refused.raw.toString())).toMatchObject({ success: false, message: '请注意，将要排序的列字段不存在：salary' });
    }
  });
});

describe('questionnaires: design', () => {
  it('A-GEN-10 adds and edits a draft; refuses duplicate titles, choice questions without two options, and edits once published', () =>
    mock.fromSeed(async () => {
      const row = await draft('食堂调查', '0');
      expect(row).toMatchObject({ status: '0', status_dictText: '草稿', questionCount: 4, answerCount: 0, addresseeCount: 0 });
      expect(row.questions.map((q) => q.id)).toEqual(['k1', 'k2', 'k3', 'k4']);
      expectFail(await send('misQuestionnaireAdd', 'POST', '/v1/mis/questionnaire/add', { title: '食堂调查', questions: [] }), '问卷标题已存在');
      expectFail(await send('misQuestionnaireAdd', 'POST', '/v1/mis/questionnaire/add', { title: 'x', questions: [{ id: 'a', type: 'radio', title: '单选', required: true, options: ['甲'] }] }), '第1题「单选」至少需要两个选项');
      expectFail(await send('misQuestionnaireAdd', 'POST', '/v1/mis/questionnaire/add', { title: 'x', questions: [{ id: 'a', type: 'text', title: 'a', required: true }, { id: 'b', type: 'checkbox', title: '多选', required: true, options: ['甲', '甲'] }] }), '第2题「多选」的选项重复');
      expect400(await send('misQuestionnaireAdd', 'POST', '/v1/mis/questionnaire/add', { title: 'x', questions: [{ id: 'a', type: 'matrix', title: 'a', required: true }] }), '参数错误：body.questions.0.type 取值应为 radio/checkbox/rating/text 之一');
      expect400(await send('misQuestionnaireAdd', 'POST', '/v1/mis/questionnaire/add', { questions: [] }), '参数错误：body.title 不能为空');
      // Reordered (the designer's drag) and a question dropped.
      const reordered = [QUESTIONS[2], QUESTIONS[0], QUESTIONS[1]];
      expect((await send('misQuestionnaireEdit', 'PUT', '/v1/mis/questionnaire/edit', { id: row.id, title: '食堂调查', anonymous: '1', questions: reordered })).body).toMatchObject({ success: true, message: '编辑成功!' });
      const edited = resultOf(await get('misQuestionnaireQueryById', `/v1/mis/questionnaire/queryById?id=${row.id}`));
      expect(edited).toMatchObject({ anonymous: '1', questionCount: 3 });
      expect(edited?.questions.map((q) => q.id)).toEqual(['k3', 'k1', 'k2']);
      expectFail(await send('misQuestionnaireEdit', 'PUT', '/v1/mis/questionnaire/edit', { title: 'x', questions: [] }), '参数错误：body.id 不能为空');
      expectFail(await send('misQuestionnaireEdit', 'PUT', '/v1/mis/questionnaire/edit', { id: 'nope', title: 'x', questions: [] }), '未找到对应数据');
      const published = mock.app.store.data.questionnaires.find((q) => q.status === '1');
      expectFail(await send('misQuestionnaireEdit', 'PUT', '/v1/mis/questionnaire/edit', { id: published?.id, title: 'x', questions: [] }), '已发布的问卷不能修改');
    }));

  it('deletes a draft or an ended questionnaire with its answers; a published one is ended first', () =>
    mock.fromSeed(async () => {
      const published = mock.app.store.data.questionnaires.find((q) => q.status === '1');
      expectFail(await send('misQuestionnaireDelete', 'DELETE', `/v1/mis/questionnaire/delete?id=${published?.id}`), '问卷发布中，请先结束再删除');
      expect((await send('misQuestionnaireFinish', 'POST', `/v1/mis/questionnaire/finish?id=${published?.id}`)).body).toMatchObject({ success: true, message: '问卷已结束' });
      expectFail(await send('misQuestionnaireFinish', 'POST', `/v1/mis/questionnaire/finish?id=${published?.id}`), '只有已发布的问卷可以结束');
      expectFail(await send('misQuestionnaireFinish', 'POST', '/v1/mis/questionnaire/finish?id=nope'), '未找到对应数据');
      expect400(await send('misQuestionnaireFinish', 'POST', '/v1/mis/questionnaire/finish'), '参数错误：query.id 不能为空');
      expect((await send('misQuestionnaireDelete', 'DELETE', `/v1/mis/questionnaire/delete?id=${published?.id}`)).body).toMatchObject({ success: true, message: '删除成功!' });
      expect(mock.app.store.data.questionnaireAnswers.some((a) => a.questionnaireId === published?.id)).toBe(false);
      expectFail(await send('misQuestionnaireDelete', 'DELETE', '/v1/mis/questionnaire/delete?id=nope'), '未找到对应数据');
    }));
});

describe('questionnaires: publish, answer, results', () => {
  it('A-GEN-10 publishes to a user and a department for a period; each addressee gets the bell notice', () =>
    mock.fromSeed(async (app) => {
      const row = await draft('发布测试', '0');
      const form = { id: row.id, userIds: userId('jeecg', app), departIds: departId('A01A03', app), startDate: day(0), endDate: day(7) };
      expectFail(await send('misQuestionnairePublish', 'POST', '/v1/mis/questionnaire/publish', { ...form, userIds: '', departIds: null }), '请选择发布对象');
      expectFail(await send('misQuestionnairePublish', 'POST', '/v1/mis/questionnaire/publish', { ...form, departIds: 'nope' }), '部门不存在');
      expectFail(await send('misQuestionnairePublish', 'POST', '/v1/mis/questionnaire/publish', { ...form, endDate: day(-1), startDate: day(-3) }), '结束日期不能早于今天');
      expectFail(await send('misQuestionnairePublish', 'POST', '/v1/mis/questionnaire/publish', { ...form, startDate: day(5), endDate: day(2) }), '结束日期不能早于开始日期');
      expect400(await send('misQuestionnairePublish', 'POST', '/v1/mis/questionnaire/publish', { ...form, startDate: '2026/12/01' }), '参数错误：body.startDate 格式不正确');
      const published = await send('misQuestionnairePublish', 'POST', '/v1/mis/questionnaire/publish', form);
      const reached = app.store.data.users.filter((u) => u.delFlag === 0 && u.status === 1 && (u.username === 'jeecg' || u.orgCodes.some((c) => c.startsWith('A01A03'))));
      expect(reached.length).toBeGreaterThan(2);
      expect(published.body).toMatchObject({ success: true, message: `已发布给${reached.length}人`, result: { addresseeCount: reached.length } });
      expectFail(await send('misQuestionnairePublish', 'POST', '/v1/mis/questionnaire/publish', form), '问卷已发布');
      expect(resultOf(await get('misQuestionnaireQueryById', `/v1/mis/questionnaire/queryById?id=${row.id}`))).toMatchObject({ status: '1', addresseeCount: reached.length, addressees: '市场部、jeecg' });
      for (const username of ['jeecg', 'zhangsan']) {
        const token = await loginAs(app, username);
        const bell = await call(app, 'sysAnnountCementListByUser', { url: '/v1/sys/annountCement/listByUser?pageSize=50', token });
        expect(JSON.stringify(bell.body), username).toContain('问卷邀请：发布测试');
      }
      const empty = await draft('空问卷', '0');
      await send('misQuestionnaireEdit', 'PUT', '/v1/mis/questionnaire/edit', { id: empty.id, title: '空问卷', questions: [] });
      expectFail(await send('misQuestionnairePublish', 'POST', '/v1/mis/questionnaire/publish', { ...form, id: empty.id }), '请先添加题目');
      expectFail(await send('misQuestionnairePublish', 'POST', '/v1/mis/questionnaire/publish', { ...form, id: 'nope' }), '未找到对应数据');
    }));

  it('A-GEN-10 an addressee fills it in once: required questions named, options checked; results count per question', () =>
    mock.fromSeed(async (app) => {
      const row = await draft('填写测试', '0');
      await send('misQuestionnairePublish', 'POST', '/v1/mis/questionnaire/publish', { id: row.id, userIds: `${userId('jeecg', app)},${userId('admin', app)}`, startDate: day(0), endDate: day(3) });
      const jeecg = await loginAs(app, 'jeecg');
      const mine = await call(app, 'misQuestionnaireMine', { url: '/v1/mis/questionnaire/mine?answered=0', token: jeecg });
      expect(resultOf(mine).records[0]).toMatchObject({ id: row.id, answered: '0', answered_dictText: '否', open: true });
      const answer = (answers: unknown[]) => call(app, 'misQuestionnaireAnswer', { method: 'POST', url: '/v1/mis/questionnaire/answer', token: jeecg, payload: { questionnaireId: row.id, answers } });
      expectFail(await answer([{ questionId: 'k1', values: ['一号食堂'] }]), '请回答第3题「口味评分」');
      expectFail(await answer([{ questionId: 'k3', score: 4 }]), '请回答第1题「您常去的食堂」');
      expectFail(await answer([{ questionId: 'k1', values: ['一号食堂', '二号食堂'] }, { questionId: 'k3', score: 4 }]), '第1题「您常去的食堂」只能选择一项');
      expectFail(await answer([{ questionId: 'k1', values: ['三号食堂'] }, { questionId: 'k3', score: 4 }]), '第1题「您常去的食堂」的选项不存在');
      expectFail(await answer([{ questionId: 'zz', text: 'x' }]), '题目不存在：zz');
      expect400(await answer([{ questionId: 'k3', score: 6 }]), '参数错误：body.answers.0.score 不能大于 5');
      // Jackson coerces a numeric string into an integer.
      const done = await answer([{ questionId: 'k1', values: ['二号食堂'] }, { questionId: 'k2', values: ['面食', '水果'] }, { questionId: 'k3', score: '5' }, { questionId: 'k4', text: '  多些面食  ' }]);
      expect(done.body).toMatchObject({ success: true, message: '提交成功，感谢您的参与！' });
      expectFail(await answer([{ questionId: 'k1', values: ['二号食堂'] }, { questionId: 'k3', score: 5 }]), '您已提交过该问卷');
      const zhangsan = await loginAs(app, 'zhangsan');
      expectFail(await call(app, 'misQuestionnaireAnswer', { method: 'POST', url: '/v1/mis/questionnaire/answer', token: zhangsan, payload: { questionnaireId: row.id, answers: [] } }), '您不在该问卷的发布范围内');
      expect(resultOf(await call(app, 'misQuestionnaireMine', { url: '/v1/mis/questionnaire/mine?answered=1', token: jeecg })).records[0]).toMatchObject({ id: row.id, answered: '1', open: false, answerTime: expect.any(String) });
      const result = resultOf(await get('misQuestionnaireResult', `/v1/mis/questionnaire/result?id=${row.id}`));
      expect(result).toMatchObject({ answerCount: 1, addresseeCount: 2, respondents: [{ realname: 'jeecg' }] });
      expect(result?.questions[0]?.options).toEqual([{ label: '一号食堂', count: 0, percent: 0 }, { label: '二号食堂', count: 1, percent: 100 }]);
      expect(result?.questions[2]).toMatchObject({ average: 5, answered: 1 });
      expect(result?.questions[3]?.texts).toEqual([{ text: '多些面食', realname: 'jeecg', submitTime: expect.any(String) }]);
      await send('misQuestionnaireFinish', 'POST', `/v1/mis/questionnaire/finish?id=${row.id}`);
      expectFail(await call(app, 'misQuestionnaireAnswer', { method: 'POST', url: '/v1/mis/questionnaire/answer', token: await loginAs(app, 'admin'), payload: { questionnaireId: row.id, answers: [] } }), '问卷已结束');
      expectFail(await get('misQuestionnaireResult', '/v1/mis/questionnaire/result?id=nope'), '未找到对应数据');
    }));

  it('A-GEN-10 an anonymous questionnaire names nobody: not in the results, the API nor the export', () =>
    mock.fromSeed(async (app) => {
      const row = await draft('匿名测试', '1');
      await send('misQuestionnairePublish', 'POST', '/v1/mis/questionnaire/publish', { id: row.id, userIds: userId('jeecg', app), startDate: day(0), endDate: day(3) });
      const jeecg = await loginAs(app, 'jeecg');
      await call(app, 'misQuestionnaireAnswer', { method: 'POST', url: '/v1/mis/questionnaire/answer', token: jeecg, payload: { questionnaireId: row.id, answers: [{ questionId: 'k1', values: ['一号食堂'] }, { questionId: 'k3', score: 3 }, { questionId: 'k4', text: '匿名建议' }] } });
      const result = await get('misQuestionnaireResult', `/v1/mis/questionnaire/result?id=${row.id}`);
      expect(resultOf(result)).toMatchObject({ answerCount: 1, respondents: [] });
      expect(resultOf(result)?.questions[3]?.texts).toEqual([{ text: '匿名建议', realname: null, submitTime: expect.any(String) }]);
      expect(JSON.stringify(result.body)).not.toContain('jeecg');
      expect(JSON.stringify(app.store.data.questionnaireAnswers.filter((a) => a.questionnaireId === row.id))).not.toContain(userId('jeecg', app));
      const file = await callRaw(app, 'misQuestionnaireResultExportXls', { url: `/v1/mis/questionnaire/result/exportXls?id=${row.id}`, token: mock.token });
      expect(file.contentType).toContain(XLSX);
      const sheets = [...(await readSheets(file.raw)).values()];
      expect(sheets).toHaveLength(2);
      expect(sheets[1]?.[2]).not.toContain('填写人');
      expect(JSON.stringify(sheets)).not.toContain('jeecg');
      expect(JSON.stringify(sheets)).toContain('匿名建议');
    }));

  it('the named results export lists who answered; an unknown id answers the envelope', async () => {
    const ended = mock.app.store.data.questionnaires.find((q) => q.anonymous === '0' && q.status === '2');
    const file = await callRaw(mock.app, 'misQuestionnaireResultExportXls', { url: `/v1/mis/questionnaire/result/exportXls?id=${ended?.id}`, token: mock.token });
    const [counts, answers] = [...(await readSheets(file.raw)).values()];
    expect(counts?.[2]).toEqual(['题目', '题型', '答题人数', '选项', '数量', '占比(%)']);
    expect(answers?.[2]?.slice(0, 3)).toEqual(['序号', '填写人', '部门']);
    expect(answers?.length).toBeGreaterThan(3);
    const refused = await callRaw(mock.app, 'misQuestionnaireResultExportXls', { url: '/v1/mis/questionnaire/result/exportXls?id=nope', token: mock.token });
    expect(JSON.parse(refused.raw.toString())).toMatchObject({ success: false, message: '未找到对应数据' });
  });
});
