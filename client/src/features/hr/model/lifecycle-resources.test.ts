// The lifecycle screens' descriptions: 入职管理's form rules and messages (000 §5), which rows each list lets be
// edited or deleted, the contract list's expiry colours, and the date rules of 续签 and 终止.
import { describe, expect, it } from 'vitest';
import { columnsOf, formFieldsOf, formRulesOf, keptValuesOf, searchSchemaOf, type Resource } from '@/widgets/resource';
import { firstFailure } from '@/testing/form-rules';
import type { Contract, Dimission, Enrollment } from '../api/lifecycle-api';
import { renewalDefaults, renewalProblem, terminationProblem } from './contract-dates';
import { contractResource, contractTone } from './contract-resource';
import { dimissionResource } from './dimission-resource';
import { enrollmentResource } from './enrollment-resource';
import { probationResource } from './probation-resource';
import { regularResource } from './regular-resource';

const NO_DUPLICATE = async () => null;

async function enrollmentFailure(name: string, value: unknown): Promise<string | undefined> {
  const field = formFieldsOf(enrollmentResource, 'add').find((candidate) => candidate.name === name);
  if (!field) throw new Error(`no field ${name}`);
  return firstFailure(formRulesOf(field, undefined, NO_DUPLICATE), value);
}

describe('入职管理', () => {
  it('A-GEN-03 records identity, contact, bank card, emergency contact, placement, contract, probation, salary and start date', () => {
    expect(formFieldsOf(enrollmentResource, 'add').map((field) => field.label)).toEqual([
      '姓名', '性别', '身份证号', '出生日期', '手机号', '邮箱', '学历', '入职部门', '入职项目', '岗位', '用工类型', '合同类型', '合同期限(年)', '试用期(月)',
      '约定月薪(元)', '预计入职日期', '开户银行', '银行卡号', '紧急联系人', '紧急联系人电话', '现居住地址', '已交材料', '备注',
    ]);
    // 审批意见, 审批人 and 审批时间 are only read, in 查看.
    expect(formFieldsOf(enrollmentResource, 'view').map((field) => field.name)).toEqual(expect.arrayContaining(['opinion', 'approveBy', 'approveTime']));
  });

  it('says what is missing on an empty submit', async () => {
    expect(await enrollmentFailure('name', '')).toBe('请输入姓名!');
    expect(await enrollmentFailure('sex', undefined)).toBe('请选择性别!');
    expect(await enrollmentFailure('idCard', '')).toBe('请输入身份证号!');
    expect(await enrollmentFailure('mobile', '')).toBe('请输入手机号');
    expect(await enrollmentFailure('departId', '')).toBe('请选择入职部门!');
    expect(await enrollmentFailure('planEntryDate', undefined)).toBe('请选择预计入职日期!');
    // Optional ones left empty pass.
    for (const name of ['email', 'bankCard', 'emergencyMobile', 'salary', 'probationMonths']) expect(await enrollmentFailure(name, '')).toBeUndefined();
  });

  it('names each wrong value with 000 §5 messages', async () => {
    expect(await enrollmentFailure('idCard', '12345')).toBe('请输入正确的身份证号码');
    expect(await enrollmentFailure('idCard', '51010719980725301X')).toBeUndefined();
    expect(await enrollmentFailure('idCard', '510107980725301')).toBeUndefined();
    expect(await enrollmentFailure('mobile', '12345678901')).toBe('请输入正确手机号');
    expect(await enrollmentFailure('email', 'not-an-email')).toBe('邮箱格式不正确');
    expect(await enrollmentFailure('bankCard', '0123456789')).toBe('请输入正确的银行卡号码');
    expect(await enrollmentFailure('bankCard', '6222021234567890123')).toBeUndefined();
    expect(await enrollmentFailure('emergencyMobile', '1234')).toBe('请输入正确手机号');
    expect(await enrollmentFailure('salary', '-5')).toBe('请输入正确的金额格式!');
    expect(await enrollmentFailure('salary', '6500.5')).toBeUndefined();
    expect(await enrollmentFailure('probationMonths', '9')).toBe('试用期为0-6个月');
    expect(await enrollmentFailure('contractYears', '11')).toBe('合同期限为1-10年');
    expect(await enrollmentFailure('name', '名'.repeat(51))).toBe('姓名不能超过50个字符!');
  });

  it('edits only a 待入职 enrolment and deletes any but one that joined', () => {
    const row = (status: string) => ({ status }) as Enrollment;
    expect(['0', '1', '2'].map((status) => enrollmentResource.allows?.edit?.(row(status)))).toEqual([true, false, false]);
    expect(['0', '1', '2'].map((status) => enrollmentResource.allows?.delete?.(row(status)))).toEqual([true, false, true]);
  });

  it('searches by the document\'s filters', () => {
    expect(searchSchemaOf(enrollmentResource).map((field) => field.name)).toEqual(['name', 'mobile', 'idCard', 'departId', 'projectId', 'type', 'contractType', 'status', 'planEntryDate']);
  });
});

describe('转正管理, 离职管理 and 试用期', () => {
  it('choose the employee by searching when applying; an edit keeps the applicant it does not show', () => {
    for (const resource of [regularResource, dimissionResource] as unknown as Resource<{ id: string }>[]) {
      const fields = resource.fields as readonly { name: string; lookup?: unknown }[];
      expect(fields.find((field) => field.name === 'employeeId')?.lookup).toBeTypeOf('function');
      expect(formFieldsOf(resource, 'add').map((field) => field.name)).toContain('employeeId');
      expect(formFieldsOf(resource, 'edit').map((field) => field.name)).not.toContain('employeeId');
    }
    const row = { id: 'd1', employeeId: 'e9', name: '张三', status: '0' } as Dimission;
    expect(keptValuesOf(dimissionResource, 'edit', row)).toEqual({ employeeId: 'e9' });
    expect(keptValuesOf(dimissionResource, 'add', null)).toEqual({});
  });

  it('the 试用期 list flags a probation ending within a week and one already over', () => {
    const end = columnsOf(probationResource).find((column) => 'dataIndex' in column && column.dataIndex === 'probationEndDate') as { onCell?: (row: unknown) => { 'data-tone'?: string } };
    const tone = (daysLeft: number) => end.onCell?.({ daysLeft })['data-tone'];
    expect([tone(-1), tone(0), tone(7), tone(8)]).toEqual(['danger', 'warning', 'warning', undefined]);
  });
});

describe('员工合同', () => {
  it('colours an ended contract red and one ending within 30 days orange', () => {
    const tone = (status: string, daysToExpire: number | null) => contractTone({ status, daysToExpire } as Contract);
    expect(tone('2', null)).toBe('danger');
    expect(tone('1', -3)).toBe('danger');
    expect(tone('1', 0)).toBe('warning');
    expect(tone('1', 30)).toBe('warning');
    expect(tone('1', 31)).toBeUndefined();
    expect(tone('3', null)).toBeUndefined();
    expect(tone('4', null)).toBeUndefined();
  });

  it('edits a contract in force only and deletes any but a renewed one', () => {
    const row = (status: string) => ({ status }) as Contract;
    expect(['1', '2', '3', '4'].map((status) => contractResource.allows?.edit?.(row(status)))).toEqual([true, false, false, false]);
    expect(['1', '2', '3', '4'].map((status) => contractResource.allows?.delete?.(row(status)))).toEqual([true, true, true, false]);
  });

  it('a renewal starts the day after the old end and runs as long; it may not start inside the old term', () => {
    expect(renewalDefaults({ startDate: '2024-03-01', endDate: '2026-02-28', contractType: '2' })).toEqual({ startDate: '2026-03-01', endDate: '2028-02-29', contractType: '2' });
    expect(renewalProblem({ endDate: '2026-02-28' }, '2026-02-28', '2028-02-28')).toBe('续签合同的开始日期必须晚于原合同结束日期（2026-02-28）');
    expect(renewalProblem({ endDate: '2026-02-28' }, '2026-03-01', '2026-03-01')).toBe('合同结束日期必须晚于开始日期');
    expect(renewalProblem({ endDate: '2026-02-28' }, '2026-03-01', '2027-02-28')).toBeNull();
  });

  it('a termination falls within the term', () => {
    const contract = { startDate: '2025-01-01', endDate: '2026-12-31' };
    expect(terminationProblem(contract, '2024-12-31')).toBe('终止日期不能早于合同开始日期');
    expect(terminationProblem(contract, '2027-01-01')).toBe('终止日期不能晚于合同结束日期');
    expect(terminationProblem(contract, '2025-01-01')).toBeNull();
    expect(terminationProblem(contract, '2026-12-31')).toBeNull();
  });
});
