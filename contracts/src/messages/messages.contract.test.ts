// 消息 (A-GEN-12): 消息模板 (list, form, Excel, 发送 by template) and 消息 (消息中心: the messages sent, with status,
// attempts and 重发). System messages reach the receiver's bell (listByUser); e-mail and SMS are only recorded.
import { describe, expect, it } from 'vitest';
import { call, callRaw, expect400, expectFail, expectOk, loginAs, mockPerFile, multipart, readSheet, resultOf, workbook, XLSX } from '../kit';

const mock = mockPerFile({ login: 'admin' });
const { get, send } = mock;

const templateBody = (templateCode: string, extra: Record<string, unknown> = {}) => ({
  templateCode,
  templateName: '测试模板',
  templateContent: '${name}您好，您的${item}已办结。',
  templateTestJson: '{"name":"张三","item":"社保转移"}',
  templateType: '4',
  useStatus: '1',
  ...extra,
});

describe('messages: seed and lists', () => {
  it('A-GEN-12 seeds templates of every channel and messages sent to the seeded users, some failed and some pending', async () => {
    const templates = resultOf(await get('sysMessageSysMessageTemplateList', '/v1/sys/message/sysMessageTemplate/list?pageSize=100'));
    expect(templates.total).toBeGreaterThanOrEqual(10);
    expect(new Set(templates.records.map((t) => t.templateType_dictText))).toEqual(new Set(['短信', '邮件', '微信', '系统']));
    expect(templates.records.find((t) => t.useStatus === '0')?.useStatus_dictText).toBe('停用');
    const sent = resultOf(await get('sysMessageSysMessageList', '/v1/sys/message/sysMessage/list?pageSize=100'));
    expect(sent.total).toBeGreaterThanOrEqual(40);
    expect(new Set(sent.records.map((m) => m.esSendStatus_dictText))).toEqual(new Set(['未发送', '发送成功', '发送失败']));
    const users = mock.app.store.data.users;
    for (const message of sent.records) {
      expect(message.esContent, message.esTitle ?? '').not.toContain('${');
      const known = users.some((u) => u.username === message.esReceiver || u.email === message.esReceiver || u.phone === message.esReceiver);
      expect(known, message.esReceiver ?? '').toBe(true);
    }
  });

  it('filters by dictionary value and value prefixes; refuses an unknown sort column and a pageSize that is no number', async () => {
    const failed = resultOf(await get('sysMessageSysMessageList', '/v1/sys/message/sysMessage/list?esSendStatus=2&pageSize=100'));
    expect(failed.total).toBeGreaterThan(0);
    expect(failed.records.every((m) => m.esSendStatus === '2' && m.esResult)).toBe(true);
    const sms = resultOf(await get('sysMessageSysMessageTemplateList', '/v1/sys/message/sysMessageTemplate/list?templateType=1&templateName=*短信*'));
    expect(sms.records.every((t) => t.templateType === '1' && t.templateName.includes('短信'))).toBe(true);
    expectFail(await get('sysMessageSysMessageList', '/v1/sys/message/sysMessage/list?column=salary&order=asc'), '请注意，将要排序的列字段不存在：salary');
    expect400(await get('sysMessageSysMessageTemplateList', '/v1/sys/message/sysMessageTemplate/list?pageSize=ten'), '参数错误：query.pageSize 类型应为 integer');
  });

  it('queryById answers the row; an unknown id 未找到对应数据, none 400', async () => {
    const [template] = resultOf(await get('sysMessageSysMessageTemplateList', '/v1/sys/message/sysMessageTemplate/list?pageSize=1')).records;
    expect((await get('sysMessageSysMessageTemplateQueryById', `/v1/sys/message/sysMessageTemplate/queryById?id=${template?.id}`)).body).toMatchObject({ success: true, result: template });
    expectFail(await get('sysMessageSysMessageTemplateQueryById', '/v1/sys/message/sysMessageTemplate/queryById?id=nope'), '未找到对应数据');
    const [message] = resultOf(await get('sysMessageSysMessageList', '/v1/sys/message/sysMessage/list?pageSize=1')).records;
    expect((await get('sysMessageSysMessageQueryById', `/v1/sys/message/sysMessage/queryById?id=${message?.id}`)).body).toMatchObject({ success: true, result: message });
    expectFail(await get('sysMessageSysMessageQueryById', '/v1/sys/message/sysMessage/queryById?id=nope'), '未找到对应数据');
    expect400(await get('sysMessageSysMessageQueryById', '/v1/sys/message/sysMessage/queryById'), '参数错误：query.id 不能为空');
  });
});

describe('messages: 消息模板', () => {
  it('A-GEN-12 adds, edits, deletes and refuses bad templates', () =>
    mock.fromSeed(async () => {
      expectOk(await send('sysMessageSysMessageTemplateAdd', 'POST', '/v1/sys/message/sysMessageTemplate/add', templateBody('T_NOTICE')), '添加成功！');
      expectFail(await send('sysMessageSysMessageTemplateAdd', 'POST', '/v1/sys/message/sysMessageTemplate/add', templateBody('T_NOTICE')), '模板编码已存在');
      expectFail(await send('sysMessageSysMessageTemplateAdd', 'POST', '/v1/sys/message/sysMessageTemplate/add', templateBody('T 2')), '模板编码只能包含字母、数字、下划线和短横线');
      expectFail(await send('sysMessageSysMessageTemplateAdd', 'POST', '/v1/sys/message/sysMessageTemplate/add', templateBody('T_2', { templateTestJson: '[1,2]' })), '模板测试json须为JSON对象');
      expect400(await send('sysMessageSysMessageTemplateAdd', 'POST', '/v1/sys/message/sysMessageTemplate/add', templateBody('T_2', { templateType: '5' })), '参数错误：body.templateType 取值应为 1/2/3/4 之一');
      expect400(await send('sysMessageSysMessageTemplateAdd', 'POST', '/v1/sys/message/sysMessageTemplate/add', { templateCode: 'T_3' }), '参数错误：body.templateName 不能为空');
      const [row] = resultOf(await get('sysMessageSysMessageTemplateList', '/v1/sys/message/sysMessageTemplate/list?templateCode=T_NOTICE')).records;
      expect(row).toMatchObject({ templateType_dictText: '系统', useStatus_dictText: '启用', createBy: 'admin' });
      expectOk(await send('sysMessageSysMessageTemplateEdit', 'PUT', '/v1/sys/message/sysMessageTemplate/edit', templateBody('T_NOTICE', { id: row?.id, templateType: '2' })), '编辑成功!');
      expectFail(await send('sysMessageSysMessageTemplateEdit', 'PUT', '/v1/sys/message/sysMessageTemplate/edit', templateBody('T_NOTICE')), '参数错误：body.id 不能为空');
      expectFail(await send('sysMessageSysMessageTemplateEdit', 'PUT', '/v1/sys/message/sysMessageTemplate/edit', templateBody('T_NOTICE', { id: 'nope' })), '未找到对应数据');
      expectFail(await send('sysMessageSysMessageTemplateEdit', 'PUT', '/v1/sys/message/sysMessageTemplate/edit', templateBody('SMS_VERIFY_CODE', { id: row?.id })), '模板编码已存在');
      expectOk(await send('sysMessageSysMessageTemplateDelete', 'DELETE', `/v1/sys/message/sysMessageTemplate/delete?id=${row?.id}`), '删除成功!');
      expectFail(await send('sysMessageSysMessageTemplateDelete', 'DELETE', `/v1/sys/message/sysMessageTemplate/delete?id=${row?.id}`), '未找到对应数据');
      const two = resultOf(await get('sysMessageSysMessageTemplateList', '/v1/sys/message/sysMessageTemplate/list?pageSize=2')).records.map((t) => t.id);
      expectFail(await send('sysMessageSysMessageTemplateDeleteBatch', 'DELETE', '/v1/sys/message/sysMessageTemplate/deleteBatch?ids=,,'), '参数不识别！');
      expectOk(await send('sysMessageSysMessageTemplateDeleteBatch', 'DELETE', `/v1/sys/message/sysMessageTemplate/deleteBatch?ids=${two.join(',')},nope`), '批量删除成功!');
      expectFail(await send('sysMessageSysMessageTemplateDeleteBatch', 'DELETE', `/v1/sys/message/sysMessageTemplate/deleteBatch?ids=${two.join(',')}`), '未找到对应数据');
    }));

  it('A-GEN-12 sendMsg fills the placeholders, records one message per receiver and puts system messages on the bell', () =>
    mock.fromSeed(async () => {
      const testData = JSON.stringify({ name: '张三', endDate: '2026-12-31' });
      const answer = await send('sysMessageSysMessageTemplateSendMsg', 'POST', '/v1/sys/message/sysMessageTemplate/sendMsg', { templateCode: 'SYS_CONTRACT_EXPIRE', testData, receiver: 'zhangsan,ghost', msgType: '4' });
      expect(answer.body).toMatchObject({ success: true, message: '已发送1条，失败1条，原因见消息中心', result: { total: 2, sent: 1, failed: 1 } });
      const mine = resultOf(await call(mock.app, 'sysAnnountCementListByUser', { url: '/v1/sys/annountCement/listByUser', token: await loginAs(mock.app, 'zhangsan') }));
      expect(mine.sysMsgList.find((m) => m.titile === '劳动合同到期提醒')).toBeDefined();
      const recorded = resultOf(await get('sysMessageSysMessageList', '/v1/sys/message/sysMessage/list?esTitle=劳动合同到期提醒&column=createTime&order=desc&pageSize=2')).records;
      expect(recorded.find((m) => m.esReceiver === 'zhangsan')).toMatchObject({ esContent: '张三您好，您的劳动合同将于2026-12-31到期，请于到期前30天与人力资源部确认续签事宜。', esSendStatus: '1', esSendNum: 1, esType_dictText: '系统' });
      expect(recorded.find((m) => m.esReceiver === 'ghost')).toMatchObject({ esSendStatus: '2', esResult: '接收人不存在：ghost' });
      // E-mail and SMS: recorded as sent to the address on file (or given), nothing leaves the machine.
      const texts = await send('sysMessageSysMessageTemplateSendMsg', 'POST', '/v1/sys/message/sysMessageTemplate/sendMsg', { templateCode: 'SMS_VERIFY_CODE', testData: '{"code":"123456"}', receiver: 'zhangsan，13800001111' });
      expect(texts.body).toMatchObject({ message: '消息发送成功！', result: { total: 2, sent: 2 } });
      const sms = resultOf(await get('sysMessageSysMessageList', '/v1/sys/message/sysMessage/list?esType=1&esContent=*123456*')).records;
      expect(sms.map((m) => m.esReceiver).sort()).toEqual(['13800001111', 'zhangsan']);
      expectFail(await send('sysMessageSysMessageTemplateSendMsg', 'POST', '/v1/sys/message/sysMessageTemplate/sendMsg', { templateCode: 'NOPE', receiver: 'admin' }), '消息模板不存在');
      expectFail(await send('sysMessageSysMessageTemplateSendMsg', 'POST', '/v1/sys/message/sysMessageTemplate/sendMsg', { templateCode: 'SMS_SALARY_OLD', testData: '{}', receiver: 'admin' }), '消息模板未启用');
      expectFail(await send('sysMessageSysMessageTemplateSendMsg', 'POST', '/v1/sys/message/sysMessageTemplate/sendMsg', { templateCode: 'SYS_CONTRACT_EXPIRE', testData: 'name=张三', receiver: 'admin' }), '测试数据须为JSON对象');
      expectFail(await send('sysMessageSysMessageTemplateSendMsg', 'POST', '/v1/sys/message/sysMessageTemplate/sendMsg', { templateCode: 'SYS_CONTRACT_EXPIRE', testData: '{"name":"张三"}', receiver: 'admin' }), '缺少模板参数：endDate');
      expectFail(await send('sysMessageSysMessageTemplateSendMsg', 'POST', '/v1/sys/message/sysMessageTemplate/sendMsg', { templateCode: 'EMAIL_OFFER', testData: '{"name":"a","position":"b","entryDate":"c","company":"d"}', receiver: ' , ' }), '接收人不能为空');
      expect400(await send('sysMessageSysMessageTemplateSendMsg', 'POST', '/v1/sys/message/sysMessageTemplate/sendMsg', { templateCode: 'SMS_VERIFY_CODE' }), '参数错误：body.receiver 不能为空');
    }));
});

describe('messages: 消息中心', () => {
  it('A-GEN-12 重发 (edit back to 未发送) sends a failed message again and counts the attempt; a sent one is not re-sent', () =>
    mock.fromSeed(async () => {
      const failed = resultOf(await get('sysMessageSysMessageList', '/v1/sys/message/sysMessage/list?esSendStatus=2&esType=1,2,3&pageSize=1')).records[0];
      expect(failed).toBeDefined();
      expectOk(await send('sysMessageSysMessageEdit', 'PUT', '/v1/sys/message/sysMessage/edit', { id: failed?.id, esSendStatus: '0' }), '重发成功!');
      const after = resultOf(await get('sysMessageSysMessageQueryById', `/v1/sys/message/sysMessage/queryById?id=${failed?.id}`));
      expect(after).toMatchObject({ esSendStatus: '1', esSendStatus_dictText: '发送成功', esSendNum: (failed?.esSendNum ?? 0) + 1, esResult: '发送成功' });
      expectFail(await send('sysMessageSysMessageEdit', 'PUT', '/v1/sys/message/sysMessage/edit', { id: failed?.id, esSendStatus: '0' }), '消息已发送成功，无需重发');
      // A system message to an account that does not exist fails again, counted.
      await send('sysMessageSysMessageTemplateSendMsg', 'POST', '/v1/sys/message/sysMessageTemplate/sendMsg', { templateCode: 'SYS_APPROVAL_TODO', testData: '{"bizName":"请假申请","applicant":"王芳"}', receiver: 'ghost' });
      const ghost = resultOf(await get('sysMessageSysMessageList', '/v1/sys/message/sysMessage/list?esReceiver=ghost')).records[0];
      expectFail(await send('sysMessageSysMessageEdit', 'PUT', '/v1/sys/message/sysMessage/edit', { id: ghost?.id, esSendStatus: '0' }), '重发失败：接收人不存在：ghost');
      expect(resultOf(await get('sysMessageSysMessageQueryById', `/v1/sys/message/sysMessage/queryById?id=${ghost?.id}`)).esSendNum).toBe(2);
    }));

  it('A-GEN-12 adds, edits and deletes messages; Spring-like coercion of the attempt count; refusals', () =>
    mock.fromSeed(async () => {
      expectOk(await send('sysMessageSysMessageAdd', 'POST', '/v1/sys/message/sysMessage/add', { esTitle: '面试通知', esContent: '请明天10点到公司面试', esReceiver: '13812345678', esType: '1', esSendStatus: '0', esSendNum: '0' }), '添加成功！');
      expectFail(await send('sysMessageSysMessageAdd', 'POST', '/v1/sys/message/sysMessage/add', { esTitle: '无接收人', esReceiver: '  ' }), '接收人不能为空');
      expect400(await send('sysMessageSysMessageAdd', 'POST', '/v1/sys/message/sysMessage/add', { esReceiver: 'admin', esType: '9' }), '参数错误：body.esType 取值应为 1/2/3/4/null 之一');
      const [row] = resultOf(await get('sysMessageSysMessageList', '/v1/sys/message/sysMessage/list?esTitle=面试通知&esReceiver=13812345678')).records;
      expect(row).toMatchObject({ esSendStatus_dictText: '未发送', esSendNum: 0, esType_dictText: '短信' });
      expectOk(await send('sysMessageSysMessageEdit', 'PUT', '/v1/sys/message/sysMessage/edit', { id: row?.id, remark: '候选人已确认' }), '编辑成功!');
      expect(resultOf(await get('sysMessageSysMessageQueryById', `/v1/sys/message/sysMessage/queryById?id=${row?.id}`))).toMatchObject({ remark: '候选人已确认', esTitle: '面试通知' });
      expectFail(await send('sysMessageSysMessageEdit', 'PUT', '/v1/sys/message/sysMessage/edit', { remark: 'x' }), '参数错误：body.id 不能为空');
      expectFail(await send('sysMessageSysMessageEdit', 'PUT', '/v1/sys/message/sysMessage/edit', { id: 'nope' }), '未找到对应数据');
      expectOk(await send('sysMessageSysMessageDelete', 'DELETE', `/v1/sys/message/sysMessage/delete?id=${row?.id}`), '删除成功!');
      const two = resultOf(await get('sysMessageSysMessageList', '/v1/sys/message/sysMessage/list?pageSize=2')).records.map((m) => m.id);
      expectOk(await send('sysMessageSysMessageDeleteBatch', 'DELETE', `/v1/sys/message/sysMessage/deleteBatch?ids=${two.join(',')}`), '批量删除成功!');
      expectFail(await send('sysMessageSysMessageDeleteBatch', 'DELETE', '/v1/sys/message/sysMessage/deleteBatch?ids=nope'), '未找到对应数据');
      expect400(await send('sysMessageSysMessageDelete', 'DELETE', '/v1/sys/message/sysMessage/delete'), '参数错误：query.id 不能为空');
    }));
});

describe('messages: Excel', () => {
  const exports = [
    ['sysMessageSysMessageTemplateExportXls', '/v1/sys/message/sysMessageTemplate/exportXls', '消息模板', '模板内容'],
    ['sysMessageSysMessageExportXls', '/v1/sys/message/sysMessage/exportXls', '消息', '推送失败原因'],
  ] as const;
  it('A-GEN-12 both lists export a real workbook with their headers; a bad sort answers the envelope', async () => {
    for (const [op, url, title, header] of exports) {
      const file = await callRaw(mock.app, op, { url, token: mock.token });
      expect(file.contentType).toContain(XLSX);
      const sheet = await readSheet(file.raw);
      expect(sheet[0]?.[0]).toBe(title);
      expect(sheet[2]).toContain(header);
      expect(sheet.length).toBeGreaterThan(10);
      const refused = await callRaw(mock.app, op, { url: `${url}?column=salary`, token: mock.token });
      expect(JSON.parse(refused.raw.toString())).toMatchObject({ success: false, message: '请注意，将要排序的列字段不存在：salary' });
    }
  });

  it('A-GEN-12 both lists import their workbook row by row; bad rows are reported, a request without a file refused', () =>
    mock.fromSeed(async () => {
      const imports = [
        ['sysMessageSysMessageTemplateImportExcel', '/v1/sys/message/sysMessageTemplate/importExcel', [['模板编码', '模板标题', '模板内容', '模板类型', '是否启用'], ['IMP_SMS', '导入模板', '${name}您好', '短信', '启用'], ['IMP_BAD', '坏模板', '内容', '传真', '启用']]],
        ['sysMessageSysMessageImportExcel', '/v1/sys/message/sysMessage/importExcel', [['消息标题', '接收人', '推送方式', '发送状态', '发送次数'], ['导入消息', 'admin', '系统', '发送成功', '1'], ['坏消息', '', '系统', '发送成功', '1']]],
      ] as const;
      for (const [op, url, rows] of imports) {
        const form = multipart({}, { name: 'x.xlsx', type: XLSX, content: await workbook(rows as unknown as unknown[][]) });
        const answer = await call(mock.app, op, { method: 'POST', url, token: mock.token, headers: form.headers, payload: form.payload });
        expect(answer.body, op).toMatchObject({ success: true, code: 201, result: { totalCount: 2, successCount: 1, errorCount: 1 } });
        const empty = multipart({ note: 'x' });
        expectFail(await call(mock.app, op, { method: 'POST', url, token: mock.token, headers: empty.headers, payload: empty.payload }), '参数错误：body.file 不能为空（请上传Excel文件）');
      }
      expect(resultOf(await get('sysMessageSysMessageTemplateList', '/v1/sys/message/sysMessageTemplate/list?templateCode=IMP_SMS')).records[0]).toMatchObject({ templateType: '1', useStatus: '1' });
    }));
});
