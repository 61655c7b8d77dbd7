// The payroll tables (薪资) on the entity kit: salary groups, their items, salary archives, social insurance
// policies and the month's imported figures are stamped entities; batches and payslips are plain row lists the
// computation writes in bulk (thousands at a time) and pages with pageOf.
import { defineEntity, defineTable } from '../entity/entity.js';
import type { EntityFields } from '../query/field-types.js';
import type { ListOptions } from '../query/list-query.js';
import type { PayrollBatchRow, PayslipRow } from '../store/records/payroll.js';
import { ensurePayrollHistory } from '../store/seed/payroll.js';
import { AUDIT_FIELDS, DEPART_DICT, PERSON_FIELDS } from './hr-fields.js';

export const GROUP_DICT = 'mis_salary_group,name,id';
export const POLICY_DICT = 'mis_social_insurance,city,id';

export const SALARY_GROUP_FIELDS = {
  id: { type: 'string' },
  code: { type: 'string' },
  name: { type: 'string' },
  payDay: { type: 'number' },
  status: { type: 'string', dict: 'salary_group_status' },
  description: { type: 'string' },
  memberCount: { type: 'number' },
  itemCount: { type: 'number' },
  ...AUDIT_FIELDS,
} satisfies EntityFields;
export const salaryGroups = defineEntity({ table: (data) => data.salaryGroups, fields: SALARY_GROUP_FIELDS, list: { defaultSort: { column: 'code', order: 'asc' } } });

export const SALARY_ITEM_FIELDS = {
  id: { type: 'string' },
  groupId: { type: 'string' },
  name: { type: 'string' },
  itemType: { type: 'string', dict: 'salary_item_type' },
  taxable: { type: 'string', dict: 'yn' },
  calcType: { type: 'string', dict: 'salary_calc_type' },
  amount: { type: 'number' },
  sortNo: { type: 'number' },
  remark: { type: 'string' },
  ...AUDIT_FIELDS,
} satisfies EntityFields;
export const salaryItems = defineEntity({ table: (data) => data.salaryItems, fields: SALARY_ITEM_FIELDS, newRows: 'last', list: { defaultSort: { column: 'sortNo', order: 'asc' } } });

export const SALARY_ARCHIVE_FIELDS = {
  ...PERSON_FIELDS,
  entryDate: { type: 'date' },
  groupId: { type: 'string', dict: GROUP_DICT },
  policyId: { type: 'string', dict: POLICY_DICT },
  baseSalary: { type: 'number' },
  postAllowance: { type: 'number' },
  insuranceBase: { type: 'number' },
  housingBase: { type: 'number' },
  remark: { type: 'string' },
  ...AUDIT_FIELDS,
} satisfies EntityFields;
export const ARCHIVE_OPTIONS: ListOptions = { defaultSort: { column: 'workNo', order: 'asc' } };
export const salaryArchives = defineEntity({ table: (data) => data.salaryArchives, fields: SALARY_ARCHIVE_FIELDS, list: ARCHIVE_OPTIONS });

export const SOCIAL_INSURANCE_FIELDS = {
  id: { type: 'string' },
  city: { type: 'string' },
  year: { type: 'string' },
  insuranceBaseMin: { type: 'number' },
  insuranceBaseMax: { type: 'number' },
  housingBaseMin: { type: 'number' },
  housingBaseMax: { type: 'number' },
  pensionPersonal: { type: 'number' },
  pensionCompany: { type: 'number' },
  medicalPersonal: { type: 'number' },
  medicalCompany: { type: 'number' },
  unemploymentPersonal: { type: 'number' },
  unemploymentCompany: { type: 'number' },
  injuryCompany: { type: 'number' },
  maternityCompany: { type: 'number' },
  housingPersonal: { type: 'number' },
  housingCompany: { type: 'number' },
  memberCount: { type: 'number' },
  remark: { type: 'string' },
  ...AUDIT_FIELDS,
} satisfies EntityFields;
export const socialInsurances = defineEntity({ table: (data) => data.socialInsurances, fields: SOCIAL_INSURANCE_FIELDS, newRows: 'last', list: { defaultSort: { column: 'city', order: 'asc' } } });

export const SALARY_VARIABLE_FIELDS = {
  id: { type: 'string' },
  month: { type: 'string' },
  employeeId: { type: 'string' },
  workNo: { type: 'string' },
  name: { type: 'string' },
  departId: { type: 'string', dict: DEPART_DICT },
  groupId: { type: 'string', dict: GROUP_DICT },
  workDays: { type: 'number' },
  attendanceDays: { type: 'number' },
  overtimeHours: { type: 'number' },
  performance: { type: 'number' },
  bonus: { type: 'number' },
  otherDeduction: { type: 'number' },
  specialDeduction: { type: 'number' },
  remark: { type: 'string' },
  ...AUDIT_FIELDS,
} satisfies EntityFields;
export const VARIABLE_OPTIONS: ListOptions = { defaultSort: { column: 'month', order: 'desc' } };
export const salaryVariables = defineEntity({ table: (data) => ensurePayrollHistory(data).salaryVariables, fields: SALARY_VARIABLE_FIELDS, newRows: 'last', list: VARIABLE_OPTIONS });

export const PAYROLL_BATCH_FIELDS = {
  id: { type: 'string' },
  month: { type: 'string' },
  groupId: { type: 'string', dict: GROUP_DICT },
  status: { type: 'string', dict: 'payroll_status' },
  headcount: { type: 'number' },
  grossTotal: { type: 'number' },
  insurancePersonalTotal: { type: 'number' },
  taxTotal: { type: 'number' },
  netTotal: { type: 'number' },
  insuranceCompanyTotal: { type: 'number' },
  companyCostTotal: { type: 'number' },
  computeBy: { type: 'string' },
  computeTime: { type: 'datetime' },
  lockBy: { type: 'string' },
  lockTime: { type: 'datetime' },
  sendCount: { type: 'number' },
  sendTime: { type: 'datetime' },
} satisfies EntityFields;
export const BATCH_OPTIONS: ListOptions = { defaultSort: { column: 'month', order: 'desc' } };
export const payrollBatches = defineTable<PayrollBatchRow>((data) => ensurePayrollHistory(data).payrollBatches);

export const PAYSLIP_FIELDS = {
  id: { type: 'string' },
  batchId: { type: 'string' },
  month: { type: 'string' },
  groupId: { type: 'string', dict: GROUP_DICT },
  status: { type: 'string', dict: 'payroll_status' },
  employeeId: { type: 'string' },
  workNo: { type: 'string' },
  name: { type: 'string' },
  departId: { type: 'string', dict: DEPART_DICT },
  projectId: { type: 'string', dict: DEPART_DICT },
  grossPay: { type: 'number' },
  taxableIncome: { type: 'number' },
  insurancePersonal: { type: 'number' },
  specialDeduction: { type: 'number' },
  cumIncome: { type: 'number' },
  cumTaxableIncome: { type: 'number' },
  cumTax: { type: 'number' },
  tax: { type: 'number' },
  netPay: { type: 'number' },
  companyCost: { type: 'number' },
  sendStatus: { type: 'string', dict: 'payslip_send_status' },
  sendTime: { type: 'datetime' },
  createTime: { type: 'datetime' },
} satisfies EntityFields;
export const PAYSLIP_OPTIONS: ListOptions = { defaultSort: { column: 'workNo', order: 'asc' } };
export const payslips = defineTable<PayslipRow>((data) => ensurePayrollHistory(data).payslips);
