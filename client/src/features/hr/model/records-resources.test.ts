// 奖惩记录 and 培训记录 as resources: what they search, list and ask on their forms, with the messages of the rules
// that matter (the document's limits and the server's own refusals, said before a save is sent).
import { describe, expect, it } from 'vitest';
import { columnsOf, formFieldsOf, formRulesOf, permissionOf, searchSchemaOf, type AnyField, type Resource } from '@/widgets/resource';
import { firstFailure } from '@/testing/form-rules';
import { rewardPunishResource } from './reward-punish-resource';
import { trainingResource } from './training-resource';

const NO_DUPLICATES = async () => null;

/** The first message a field's rules give in the add form, with the form's other values. */
function failureOf<Row>(resource: Resource<Row>, name: string, value: unknown, values: Record<string, unknown> = {}) {
  const field = formFieldsOf(resource, 'add').find((candidate) => candidate.name === name) as AnyField;
  return firstFailure(formRulesOf(field, undefined, NO_DUPLICATES), value, values);
}

const ACTIONS = ['add', 'edit', 'delete', 'deleteBatch', 'export', 'import'] as const;

describe('奖惩记录 as a resource', () => {
  it('searches by 姓名 and 工号 (contains), 奖惩类型, 奖惩类别, a range of 奖惩日期 and 部门', () => {
    expect(searchSchemaOf(rewardPunishResource).map((item) => [item.kind, item.name, item.label])).toEqual([
      ['text', 'name', '姓名'],
      ['text', 'workNo', '工号'],
      ['dict', 'rpType', '奖惩类型'],
      ['dict', 'rpCategory', '奖惩类别'],
      ['date-range', 'rpDate', '奖惩日期'],
      ['dict', 'departId', '部门'],
    ]);
  });

  it('lists the employee, the type and category as their dictionary texts, the date, amount and reason', () => {
    const columns = columnsOf(rewardPunishResource).map((column) => ('dataIndex' in column ? column.dataIndex : column.key));
    expect(columns).toEqual(['rowIndex', 'workNo', 'name', 'departId', 'projectId', 'rpType', 'rpCategory', 'rpDate', 'amount', 'reason']);
    expect(columnsOf(rewardPunishResource).find((column) => 'dataIndex' in column && column.dataIndex === 'rpCategory')).toMatchObject({ dictText: true });
  });

  it('adds with the employee picker and an upload into the rewardPunish folder; edits without changing the employee', () => {
    expect(formFieldsOf(rewardPunishResource, 'add').map((field) => field.name)).toEqual(['employeeId', 'rpType', 'rpCategory', 'rpDate', 'amount', 'reason', 'attachment', 'remark']);
    expect(formFieldsOf(rewardPunishResource, 'edit').map((field) => field.name)).toEqual(['name', 'rpType', 'rpCategory', 'rpDate', 'amount', 'reason', 'attachment', 'remark']);
    const attachment = formFieldsOf(rewardPunishResource, 'add').find((field) => field.name === 'attachment');
    expect(attachment).toMatchObject({ kind: 'file', form: { upload: { biz: 'rewardPunish', count: 5 } } });
  });

  it('says what is missing or wrong before the save is sent', async () => {
    expect(await failureOf(rewardPunishResource, 'employeeId', undefined)).toBe('请选择员工!');
    expect(await failureOf(rewardPunishResource, 'rpCategory', undefined)).toBe('请选择奖惩类别!');
    expect(await failureOf(rewardPunishResource, 'rpDate', '')).toBe('请选择奖惩日期!');
    expect(await failureOf(rewardPunishResource, 'reason', ' ')).toBe('请输入奖惩事由!');
    expect(await failureOf(rewardPunishResource, 'reason', '由'.repeat(501))).toBe('奖惩事由不能超过500个字符!');
    expect(await failureOf(rewardPunishResource, 'amount', '-5')).toBe('请输入正确的金额格式!');
    expect(await failureOf(rewardPunishResource, 'amount', '12.345')).toBe('请输入正确的金额格式!');
    expect(await failureOf(rewardPunishResource, 'amount', 1_000_000.01)).toBe('金额(元)须在0到1000000之间');
    expect(await failureOf(rewardPunishResource, 'amount', 1_000_000)).toBeUndefined();
    expect(await failureOf(rewardPunishResource, 'amount', '')).toBeUndefined();
  });

  it('asks for the hrm:rewardPunish:* permissions the seeded menu grants', () => {
    expect(ACTIONS.map((action) => permissionOf(rewardPunishResource, action))).toEqual(ACTIONS.map((action) => `hrm:rewardPunish:${action}`));
  });
});

describe('培训记录 as a resource', () => {
  it('searches by 姓名, 工号, 培训名称 (contains), 培训类型, 考核结果, a range of 开始日期 and 部门', () => {
    expect(searchSchemaOf(trainingResource).map((item) => [item.kind, item.name, item.label])).toEqual([
      ['text', 'name', '姓名'],
      ['text', 'workNo', '工号'],
      ['text', 'courseName', '培训名称'],
      ['dict', 'trainingType', '培训类型'],
      ['dict', 'result', '考核结果'],
      ['date-range', 'startDate', '开始日期'],
      ['dict', 'departId', '部门'],
    ]);
  });

  it('adds with the employee picker, the dates, hours, result, cost and an upload into the training folder', () => {
    expect(formFieldsOf(trainingResource, 'add').map((field) => field.name)).toEqual([
      'employeeId', 'courseName', 'trainingType', 'startDate', 'endDate', 'hours', 'institution', 'trainer', 'result', 'cost', 'attachment', 'remark',
    ]);
    expect(formFieldsOf(trainingResource, 'add').find((field) => field.name === 'attachment')).toMatchObject({ kind: 'file', form: { upload: { biz: 'training' } } });
  });

  it('refuses an end before the start with the server\'s words, and hours outside (0, 1000]', async () => {
    expect(await failureOf(trainingResource, 'endDate', '2024-03-04', { startDate: '2024-03-05' })).toBe('结束日期不能早于开始日期');
    expect(await failureOf(trainingResource, 'endDate', '2024-03-05', { startDate: '2024-03-05' })).toBeUndefined();
    expect(await failureOf(trainingResource, 'endDate', '2024-03-05', {})).toBeUndefined();
    expect(await failureOf(trainingResource, 'endDate', '')).toBe('请选择结束日期!');
    expect(await failureOf(trainingResource, 'hours', '')).toBe('请输入学时!');
    expect(await failureOf(trainingResource, 'hours', 0)).toBe('学时须大于0且不超过1000');
    expect(await failureOf(trainingResource, 'hours', '1000.5')).toBe('学时须大于0且不超过1000');
    expect(await failureOf(trainingResource, 'hours', 'abc')).toBe('学时须大于0且不超过1000');
    expect(await failureOf(trainingResource, 'hours', 0.5)).toBeUndefined();
    expect(await failureOf(trainingResource, 'cost', 1_000_001)).toBe('培训费用(元)须在0到1000000之间');
    expect(await failureOf(trainingResource, 'courseName', '课'.repeat(101))).toBe('培训名称不能超过100个字符!');
  });

  it('asks for the hrm:training:* permissions the seeded menu grants', () => {
    expect(ACTIONS.map((action) => permissionOf(trainingResource, action))).toEqual(ACTIONS.map((action) => `hrm:training:${action}`));
  });
});
