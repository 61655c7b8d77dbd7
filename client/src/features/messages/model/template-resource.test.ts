import { describe, expect, it } from 'vitest';
import { firstFailure } from '@/testing/form-rules';
import { columnsOf, formFieldsOf, formRulesOf, permissionOf, searchSchemaOf } from '@/widgets/resource';
import { canResend, messageResource } from './message-resource';
import { templateResource } from './template-resource';

const failure = async (resource: typeof templateResource | typeof messageResource, name: string, value: unknown) => {
  const field = (formFieldsOf(resource as typeof templateResource, 'add') as Array<{ name: string }>).find((f) => f.name === name)!;
  return firstFailure(formRulesOf(field as never, undefined, async () => null), value);
};

describe('消息模板 as a resource', () => {
  it('A-GEN-12 searches by 模板编码, 模板标题, 模板内容 (contains), 模板类型 and 是否启用 (dictionaries)', () => {
    expect(searchSchemaOf(templateResource).map((f) => [f.name, f.kind === 'dict' ? f.dictCode : f.kind === 'text' ? f.match : f.kind])).toEqual([
      ['templateCode', 'like'],
      ['templateName', 'like'],
      ['templateType', 'msgType'],
      ['templateContent', 'like'],
      ['useStatus', 'msg_use_status'],
    ]);
  });

  it('shows code, title, type with its text, content, enabled and time; 停用 in the warning tone', () => {
    const columns = columnsOf(templateResource);
    expect(columns.map((c) => c.title)).toEqual(['#', '模板编码', '模板标题', '模板类型', '模板内容', '是否启用', '创建时间']);
    expect(columns.find((c) => 'dataIndex' in c && c.dataIndex === 'templateType')).toMatchObject({ dictText: true });
  });

  it('checks the form: required fields, the code pattern, the test JSON an object, the lengths', async () => {
    expect(formFieldsOf(templateResource, 'add').map((f) => f.name)).toEqual(['templateCode', 'templateName', 'templateType', 'templateContent', 'templateTestJson', 'useStatus']);
    expect(await failure(templateResource, 'templateCode', '')).toBe('请输入模板编码!');
    expect(await failure(templateResource, 'templateCode', 'SMS 1')).toBe('模板编码只能包含字母、数字、下划线和短横线!');
    expect(await failure(templateResource, 'templateName', '')).toBe('请输入模板标题!');
    expect(await failure(templateResource, 'templateType', undefined)).toBe('请选择模板类型!');
    expect(await failure(templateResource, 'templateContent', '')).toBe('请输入模板内容!');
    expect(await failure(templateResource, 'templateTestJson', 'name=张三')).toBe('模板测试json须为JSON对象!');
    expect(await failure(templateResource, 'templateTestJson', '{"name":"张三"}')).toBeUndefined();
    expect(await failure(templateResource, 'templateTestJson', '')).toBeUndefined();
  });

  it('asks for the permissions the seeded menu grants (msg:template:*)', () => {
    expect(['add', 'edit', 'delete', 'deleteBatch', 'export', 'import'].map((a) => permissionOf(templateResource, a as never))).toEqual(['msg:template:add', 'msg:template:edit', 'msg:template:delete', 'msg:template:deleteBatch', 'msg:template:export', 'msg:template:import']);
  });
});

describe('消息 (消息中心) as a resource', () => {
  it('A-GEN-12 shows title, content, receiver, channel, status, attempts, time and the failure reason', () => {
    expect(columnsOf(messageResource).map((c) => c.title)).toEqual(['#', '消息标题', '发送内容', '接收人', '推送方式', '发送状态', '发送次数', '发送时间', '推送失败原因']);
    expect(searchSchemaOf(messageResource).map((f) => f.name)).toEqual(['esTitle', 'esContent', 'esReceiver', 'esType', 'esSendStatus', 'esSendTime']);
  });

  it('requires a receiver and bounds the attempt count', async () => {
    expect(await failure(messageResource, 'esReceiver', '')).toBe('请输入接收人!');
    expect(await failure(messageResource, 'esSendNum', -1)).toMatch(/^发送次数须在0到1000之间/);
  });

  it('offers 重发 on failed and unsent messages only', () => {
    expect(['0', '1', '2'].map((esSendStatus) => canResend({ esSendStatus }))).toEqual([true, false, true]);
  });

  it('asks for the permissions the seeded menu grants (msg:message:*)', () => {
    expect(['add', 'edit', 'delete', 'deleteBatch', 'export', 'import'].map((a) => permissionOf(messageResource, a as never))).toEqual(['msg:message:add', 'msg:message:edit', 'msg:message:delete', 'msg:message:deleteBatch', 'msg:message:export', 'msg:message:import']);
  });
});
