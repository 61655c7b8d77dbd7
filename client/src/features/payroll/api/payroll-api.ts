// The calls of 薪资 beyond the lists the resource kit makes: the salary groups as choices, the import template, and
// 薪资核算's compute, lock, unlock and send.
import { downloadFile, getAction, http, postAction, saveBlob } from '@/api/http';
import type { OperationAt, Schema, SuccessBody } from '@/api/types';

export type SalaryGroup = Schema<'PaySalaryGroup'>;
export type SalaryItem = Schema<'PaySalaryItem'>;
export type SalaryArchive = Schema<'PaySalaryArchive'>;
export type SocialInsurance = Schema<'PaySocialInsurance'>;
export type SalaryVariable = Schema<'PaySalaryVariable'>;
export type PayrollBatch = Schema<'PayrollBatch'>;
export type Payslip = Schema<'Payslip'>;
export type ComputeResult = Schema<'PayrollComputeResult'>;
export type SendResult = Schema<'PayrollSendResult'>;

export const GROUP_DICT = 'mis_salary_group,name,id';
export const POLICY_DICT = 'mis_social_insurance,city,id';
export const IMPORT_URL = '/mis/salaryVariable/importExcel';

/** The groups to choose among (enabled ones), by code. */
export async function salaryGroups(): Promise<SalaryGroup[]> {
  const page = (await getAction('/mis/salaryGroup/list', { query: { pageNo: 1, pageSize: 100, status: '1' } })).result;
  return page?.records ?? [];
}

/** Saves the month's import template (the group's members listed when a group is given); false when nothing came. */
export async function downloadTemplate(month: string, groupId?: string): Promise<boolean> {
  const blob = await downloadFile('/mis/salaryVariable/importTemplate', { month, ...(groupId ? { groupId } : {}) });
  if (!blob) return false;
  saveBlob(blob, `薪资导入模板_${month}.xlsx`);
  return true;
}

/** The import address of a month (the month travels in the query, as the document says). */
export const importUrlOf = (month: string) => `${IMPORT_URL}?month=${encodeURIComponent(month)}`;

export async function computePayroll(month: string, groupId: string): Promise<{ message: string; result: ComputeResult | null }> {
  const answer = await postAction('/mis/payroll/compute', { body: { month, groupId } });
  return { message: answer.message, result: answer.result ?? null };
}

type Answer<P extends '/mis/payroll/lock' | '/mis/payroll/unlock'> = SuccessBody<OperationAt<P, 'put'>>;

/** 锁定 / 解锁: PUT with the batch's id in the query and no body, as upstream's JeecgBoot endpoints take it. */
async function putById<P extends '/mis/payroll/lock' | '/mis/payroll/unlock'>(path: P, id: string): Promise<string> {
  const response = await http.put<Answer<P>>(path, undefined, { params: { id } });
  return response.data.message;
}

export const lockPayroll = (id: string) => putById('/mis/payroll/lock', id);
export const unlockPayroll = (id: string) => putById('/mis/payroll/unlock', id);

export async function sendPayslips(id: string): Promise<{ message: string; result: SendResult | null }> {
  const answer = await postAction('/mis/payroll/send', { query: { id } });
  return { message: answer.message, result: answer.result ?? null };
}
