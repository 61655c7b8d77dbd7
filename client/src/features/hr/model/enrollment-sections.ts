// 入职详情's sections: the enrolment's fields grouped as an archive reads them, labelled as 入职管理's form labels them.
import type { Enrollment } from '../api/lifecycle-api';
import { enrollmentResource } from './enrollment-resource';

type FieldName = Extract<keyof Enrollment, string>;

export interface EnrollmentSection {
  title: string;
  fields: { name: FieldName; label: string; wide?: boolean }[];
}

const GROUPS: { title: string; names: FieldName[] }[] = [
  { title: '身份信息', names: ['name', 'sex', 'idCard', 'birthday', 'education'] },
  { title: '联系方式', names: ['mobile', 'email', 'emergencyContact', 'emergencyMobile', 'address'] },
  { title: '入职安排', names: ['departId', 'projectId', 'post', 'type', 'contractType', 'contractYears', 'probationMonths', 'salary', 'planEntryDate', 'entryDate'] },
  { title: '工资卡', names: ['bankName', 'bankCard'] },
  { title: '办理情况', names: ['status', 'opinion', 'approveBy', 'approveTime', 'remark'] },
];

const labelOf = new Map(enrollmentResource.fields.map((field) => [field.name, { label: field.label, wide: field.form?.wide }]));

export const ENROLLMENT_SECTIONS: EnrollmentSection[] = GROUPS.map((group) => ({
  title: group.title,
  fields: group.names.map((name) => ({ name, label: labelOf.get(name)?.label ?? name, wide: labelOf.get(name)?.wide })),
}));
