// 薪资's screens as resources: what each searches and lists (money columns right-aligned with two places), the form
// messages of the rules that matter, the permissions they ask for, and the compute dialog's bar.
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { columnsOf, formFieldsOf, formRulesOf, permissionOf, searchSchemaOf, type AnyField, type Resource } from '@/widgets/resource';
import { firstFailure } from '@/testing/form-rules';
import { progressAt } from './compute-progress';
import { recentMonths } from './months';
import { payrollBatchResource } from './payroll-batch-resource';
import { payslipResource } from './payslip-resource';
import { salaryArchiveResource } from './salary-archive-resource';
import { salaryGroupResource } from './salary-group-resource';
import { salaryItemResource } from './salary-item-resource';
import { salaryVariableResource } from './salary-variable-resource';
import { socialInsuranceResource } from './social-insurance-resource';
import { taxResource } from './tax-resource';

const NO_DUPLICATES = async () => null;

function failureOf<Row>(resource: Resource<Row>, name: string, value: unknown, mode: 'add' | 'edit' = 'add') {
  const field = formFieldsOf(resource, mode).find((candidate) => candidate.name === name) as AnyField;
  return firstFailure(formRulesOf(field, undefined, NO_DUPLICATES), value, {});
}

const names = <Row>(resource: Resource<Row>) => columnsOf(resource).map((column) => ('dataIndex' in column ? column.dataIndex : column.key));
const moneyColumns = <Row>(resource: Resource<Row>) => columnsOf(resource).filter((column) => column.align === 'right').map((column) => ('dataIndex' in column ? column.dataIndex : ''));

describe('A-GEN-04 薪资 screens', () => {
  it('薪资核算 lists each month and group with its totals as money, searched by month, group and state', () => {
    expect(names(payrollBatchResource)).toEqual(['month', 'groupId', 'status', 'headcount', 'grossTotal', 'insurancePersonalTotal', 'taxTotal', 'netTotal', 'insuranceCompanyTotal', 'companyCostTotal', 'sendCount', 'computeTime']);
    expect(moneyColumns(payrollBatchResource)).toEqual(['grossTotal', 'insurancePersonalTotal', 'taxTotal', 'netTotal', 'insuranceCompanyTotal', 'companyCostTotal']);
    const net = columnsOf(payrollBatchResource).find((column) => 'dataIndex' in column && column.dataIndex === 'netTotal');
    const render = net?.render as ((value: unknown) => string) | undefined;
    expect(render?.(4254321.7)).toBe('4,254,321.70');
    expect(render?.(0.1 + 0.2)).toBe('0.30');
    expect(searchSchemaOf(payrollBatchResource).map((item) => [item.kind, item.name])).toEqual([
      ['select', 'month'],
      ['dict', 'groupId'],
      ['dict', 'status'],
    ]);
    // No form: batches are made by 核算, never typed.
    expect(formFieldsOf(payrollBatchResource, 'add')).toEqual([]);
  });

  it('工资条 and 个税 list the pay and the cumulative tax figures; 个税 sends its month with every request', () => {
    expect(names(payslipResource)).toEqual(['rowIndex', 'month', 'workNo', 'name', 'groupId', 'departId', 'grossPay', 'insurancePersonal', 'tax', 'netPay', 'companyCost', 'status', 'sendStatus']);
    const tax = taxResource('2026-10');
    expect(tax.params).toEqual({ month: '2026-10' });
    expect(tax.exportName).toBe('个税明细_2026-10');
    expect(names(tax)).toEqual(['workNo', 'name', 'groupId', 'taxableIncome', 'insurancePersonal', 'cumIncome', 'cumDeduction', 'cumInsurance', 'cumSpecialDeduction', 'cumTaxableIncome', 'taxRate', 'quickDeduction', 'cumTax', 'cumPrepaidTax', 'tax']);
    expect(moneyColumns(tax)).not.toContain('taxRate');
  });

  it('薪资档案 asks for the employee, the group, where they pay and the bases, in amounts to the cent', async () => {
    expect(formFieldsOf(salaryArchiveResource, 'add').map((field) => field.name)).toEqual(['employeeId', 'groupId', 'policyId', 'baseSalary', 'postAllowance', 'insuranceBase', 'housingBase', 'remark']);
    // The employee of an archive never changes.
    expect(formFieldsOf(salaryArchiveResource, 'edit').map((field) => field.name)).not.toContain('employeeId');
    expect(await failureOf(salaryArchiveResource, 'employeeId', undefined)).toBe('请选择员工!');
    expect(await failureOf(salaryArchiveResource, 'groupId', undefined)).toBe('请选择薪资组!');
    expect(await failureOf(salaryArchiveResource, 'policyId', undefined)).toBe('请选择社保缴纳地!');
    expect(await failureOf(salaryArchiveResource, 'baseSalary', '')).toBe('请输入基本工资!');
    expect(await failureOf(salaryArchiveResource, 'baseSalary', '8000.125')).toBe('请输入正确的金额格式!');
    expect(await failureOf(salaryArchiveResource, 'baseSalary', 8000.5)).toBeUndefined();
    expect(await failureOf(salaryArchiveResource, 'insuranceBase', 1_000_000.01)).toBe('社保基数须在0到1000000之间');
  });

  it('社保公积金 holds the housing fund rates to 5–12 % and the others to 0–100 %; a year is four digits', async () => {
    expect(await failureOf(socialInsuranceResource, 'housingPersonal', 13)).toBe('公积金个人%须在5到12之间');
    expect(await failureOf(socialInsuranceResource, 'housingCompany', 4)).toBe('公积金单位%须在5到12之间');
    expect(await failureOf(socialInsuranceResource, 'pensionCompany', 101)).toBe('养老单位%须在0到100之间');
    expect(await failureOf(socialInsuranceResource, 'medicalCompany', 9.8)).toBeUndefined();
    expect(await failureOf(socialInsuranceResource, 'year', '26')).toBe('请输入四位年份');
    expect(await failureOf(socialInsuranceResource, 'city', '')).toBe('请输入缴纳城市!');
  });

  it('薪资组 codes are letters and digits; the items of a group go with the group', async () => {
    expect(await failureOf(salaryGroupResource, 'code', '外包')).toBe('薪资组编码只能包含字母、数字、下划线和中划线');
    expect(await failureOf(salaryGroupResource, 'payDay', 29)).toBe('发薪日须在1到28之间');
    const items = salaryItemResource('g-1');
    expect(items.params).toEqual({ groupId: 'g-1' });
    expect(formFieldsOf(items, 'add').map((field) => field.name)).toEqual(['sortNo', 'name', 'itemType', 'taxable', 'calcType', 'amount', 'remark']);
    expect(await failureOf(items, 'name', '')).toBe('请输入项目名称!');
    expect(await failureOf(items, 'amount', '-1')).toBe('请输入正确的金额格式!');
  });

  it('薪资导入 corrects a row without adding one (rows come from the import)', async () => {
    expect(salaryVariableResource.calls.add).toBeUndefined();
    expect(formFieldsOf(salaryVariableResource, 'edit').map((field) => field.name)).toEqual(['workDays', 'attendanceDays', 'overtimeHours', 'performance', 'bonus', 'otherDeduction', 'specialDeduction', 'remark']);
    expect(await failureOf(salaryVariableResource, 'attendanceDays', 32, 'edit')).toBe('实际出勤天数须在0到31之间');
  });

  it('asks for the payroll:* permissions the seeded menu grants', () => {
    expect(permissionOf(salaryGroupResource, 'add')).toBe('payroll:group:add');
    expect(permissionOf(salaryItemResource('g'), 'delete')).toBe('payroll:item:delete');
    expect(permissionOf(salaryArchiveResource, 'export')).toBe('payroll:archive:export');
    expect(permissionOf(socialInsuranceResource, 'edit')).toBe('payroll:insurance:edit');
    expect(permissionOf(salaryVariableResource, 'edit')).toBe('payroll:variable:edit');
    expect(permissionOf(payslipResource, 'export')).toBe('payroll:payslip:export');
    expect(permissionOf(taxResource('2026-10'), 'export')).toBe('payroll:tax:export');
  });

  it('the months offered are this one and the eleven before, newest first; the bar nears 95 % and waits there', () => {
    expect(recentMonths(3, dayjs('2026-01-15'))).toEqual(['2026-01', '2025-12', '2025-11']);
    expect(recentMonths()).toHaveLength(12);
    expect(progressAt(0, 1000)).toBe(0);
    expect(progressAt(1000, 1000)).toBe(60);
    expect(progressAt(60_000, 1000)).toBe(95);
  });
});
