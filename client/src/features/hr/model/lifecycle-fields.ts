// What the lifecycle lists share: the person a request is about (as the roster shows them now), the dictionaries and
// the approval's own fields.
import type { ResourceField } from '@/widgets/resource';
import { DEPART_DICT, PROJECT_DICT } from '@/shared/config/table-dicts';

/** Projects are departments of category 4 (hr.yaml HrEmployee.projectId). */

type PersonRow = { workNo: string; name: string; departId?: string | null; projectId?: string | null };
type ApplicantRow = PersonRow & { post?: string | null; entryDate?: string | null };

const PERSON_FIELDS: ResourceField<PersonRow>[] = [
  { name: 'workNo', label: '工号', kind: 'text', search: 'like', column: { width: 100 } },
  { name: 'name', label: '姓名', kind: 'text', search: 'like', column: { width: 90, ellipsis: true }, form: { readOnly: true, hidden: 'add' } },
  { name: 'departId', label: '部门', kind: 'sel_depart', dictCode: DEPART_DICT, search: 'eq', query: false, column: { width: 130, sorter: false, ellipsis: true, responsive: ['md'] } },
  { name: 'projectId', label: '项目', kind: 'list', dictCode: PROJECT_DICT, query: false, column: { width: 160, sorter: false, ellipsis: true, responsive: ['xxl'] } },
];

/** 工号, 姓名, 部门 and 项目 of the employee a row is about: listed and searched, never edited. */
export const personFields = <Row extends PersonRow>(): ResourceField<Row>[] => PERSON_FIELDS as unknown as ResourceField<Row>[];

const APPLICANT_FIELDS: ResourceField<ApplicantRow>[] = [
  ...PERSON_FIELDS,
  { name: 'post', label: '岗位', kind: 'text', column: { width: 100, sorter: false, ellipsis: true, responsive: ['xxl'] } },
  { name: 'entryDate', label: '入职日期', kind: 'date', column: { width: 110, responsive: ['xxl'] } },
];

/** The person fields with the 岗位 and 入职日期 a request copies from the roster. */
export const applicantFields = <Row extends ApplicantRow>(): ResourceField<Row>[] => APPLICANT_FIELDS as unknown as ResourceField<Row>[];

/** 审批意见 and who decided when: shown in the 查看 form of a decided request. */
export function decisionFields<Row extends { opinion?: string | null; approveBy?: string | null; approveTime?: string | null }>(): ResourceField<Row>[] {
  const fields: ResourceField<{ opinion?: string | null; approveBy?: string | null; approveTime?: string | null }>[] = [
    { name: 'opinion', label: '审批意见', kind: 'textarea', query: false, column: false, form: { viewOnly: true, wide: true } },
    { name: 'approveBy', label: '审批人', kind: 'text', column: false, form: { viewOnly: true } },
    { name: 'approveTime', label: '审批时间', kind: 'datetime', column: false, form: { viewOnly: true } },
  ];
  return fields as unknown as ResourceField<Row>[];
}

/** A request is edited and approved only while it awaits approval (status 0), and deleted unless approved (1). */
export const pendingOnly = { edit: (row: { status: string }) => row.status === '0', delete: (row: { status: string }) => row.status !== '1' };
