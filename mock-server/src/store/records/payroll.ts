// The payroll tables as the store keeps them: amounts in yuan with two places (each the exact cents ÷ 100, so
// lib/payroll/money's toCents restores the cents), the counts and the employee's details a list joins left out.
import type { Stored } from '../../lib/schema.js';
import type { PayslipRecord } from '../../lib/payroll/batch.js';

/** 薪资组 (mis_salary_group): its member and item counts are counted when read. */
export type SalaryGroupRow = Omit<Required<Stored<'PaySalaryGroup'>>, 'memberCount' | 'itemCount'>;

/** 薪资项目 (mis_salary_item) of a group. */
export type SalaryItemRow = Required<Stored<'PaySalaryItem'>>;

/** 薪资档案 (mis_salary_archive): the employee's 工号, 姓名, 部门, 项目 and 入职日期 are joined from the roster when read. */
export type SalaryArchiveRow = Omit<Required<Stored<'PaySalaryArchive'>>, 'workNo' | 'name' | 'departId' | 'projectId' | 'entryDate'>;

/** 社保公积金方案 (mis_social_insurance) of a city and year; its member count is counted when read. */
export type SocialInsuranceRow = Omit<Required<Stored<'PaySocialInsurance'>>, 'memberCount'>;

/** One employee's imported figures of a month (mis_salary_variable); employee and group joined when read. */
export type SalaryVariableRow = Omit<Required<Stored<'PaySalaryVariable'>>, 'workNo' | 'name' | 'departId' | 'groupId'>;

/** 薪资核算批次 (mis_payroll_batch): one group's month. */
export type PayrollBatchRow = Required<Stored<'PayrollBatch'>>;

/** 工资条 (mis_payslip): a snapshot of the employee at computation; its batch's status joined when read. */
export type PayslipRow = PayslipRecord;

export interface PayrollTables {
  salaryGroups: SalaryGroupRow[];
  salaryItems: SalaryItemRow[];
  salaryArchives: SalaryArchiveRow[];
  socialInsurances: SocialInsuranceRow[];
  salaryVariables: SalaryVariableRow[];
  payrollBatches: PayrollBatchRow[];
  payslips: PayslipRow[];
}
