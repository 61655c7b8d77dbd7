// The dialogs' fields of 录用 and 淘汰, said as the resource kit says fields (its editors and 000 §5 rules), and the
// requests they make. 录用 asks what the enrolment needs beyond the candidate (identity card, start date, placement,
// contract, pay) and starts from what the candidate already says (applied project, post, expected salary).
import type { AnyField } from '@/widgets/resource';
import { DEPART_DICT, PROJECT_DICT } from '@/shared/config/table-dicts';
import type { Candidate } from '../../resume/api/resume-api';
import type { HireRequest } from '../api/candidate-api';

export const HIRE_FIELDS: readonly AnyField[] = [
  { name: 'idCard', label: '身份证号', kind: 'text', form: { required: true, rules: ['chineseIdCard'] } },
  { name: 'planEntryDate', label: '预计入职日期', kind: 'date', form: { required: true } },
  { name: 'projectId', label: '入职项目', kind: 'list', dictCode: PROJECT_DICT, form: {} },
  { name: 'departId', label: '入职部门', kind: 'sel_depart', dictCode: DEPART_DICT, form: { placeholder: '不填则按入职项目' } },
  { name: 'post', label: '岗位', kind: 'text', form: { max: 50 } },
  { name: 'type', label: '用工类型', kind: 'list', dictCode: 'employee_type', form: { required: true } },
  { name: 'contractType', label: '合同类型', kind: 'list', dictCode: 'contract_type', form: { required: true } },
  { name: 'salary', label: '约定月薪(元)', kind: 'number', form: { rules: ['amount'] } },
];

export const ELIMINATE_FIELDS: readonly AnyField[] = [{ name: 'reason', label: '淘汰原因', kind: 'textarea', form: { required: true, max: 200 } }];

/** What 录用 starts with: the candidate's project, post and expected salary, and the enrolment's usual defaults. */
export function hireDefaults(candidate: Candidate): Record<string, unknown> {
  return {
    idCard: candidate.idCard ?? undefined,
    projectId: candidate.projectId ?? undefined,
    post: candidate.applyPost,
    type: '1',
    contractType: '2',
    salary: candidate.expectedSalary ?? undefined,
  };
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : value == null || value === '' ? null : String(value));

/** The hire request from the dialog's values; empty choices are left for the server's defaults. */
export function hireRequestOf(id: string, values: Record<string, unknown>): HireRequest {
  const salary = values.salary === '' || values.salary == null ? null : Number(values.salary);
  return {
    id,
    idCard: String(values.idCard ?? '').trim(),
    planEntryDate: String(values.planEntryDate ?? ''),
    departId: text(values.departId),
    projectId: text(values.projectId),
    post: text(values.post),
    type: (values.type ?? '1') as HireRequest['type'],
    contractType: (values.contractType ?? '2') as HireRequest['contractType'],
    salary,
  };
}
