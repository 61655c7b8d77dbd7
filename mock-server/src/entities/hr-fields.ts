// Query-field pieces the hr tables share.
import type { EntityFields } from '../query/field-types.js';
import type { ListOptions } from '../query/list-query.js';

export const DEPART_DICT = 'sys_depart,depart_name,id';

export const AUDIT_FIELDS: EntityFields = { createBy: { type: 'string' }, createTime: { type: 'datetime' }, updateBy: { type: 'string' }, updateTime: { type: 'datetime' } };

export const LATEST_FIRST: ListOptions = { defaultSort: { column: 'createTime', order: 'desc' } };

/** A row about one employee: its id, the employee's, and their 工号, 姓名, 部门 and 项目 (copied or joined). */
export const PERSON_FIELDS: EntityFields = {
  id: { type: 'string' },
  employeeId: { type: 'string' },
  workNo: { type: 'string' },
  name: { type: 'string' },
  departId: { type: 'string', dict: DEPART_DICT },
  projectId: { type: 'string', dict: DEPART_DICT },
};

/** What resignation and regularisation requests share: the applicant and the decision. */
export const APPLICANT_FIELDS: EntityFields = {
  ...PERSON_FIELDS,
  post: { type: 'string' },
  entryDate: { type: 'date' },
  applyDate: { type: 'date' },
  opinion: { type: 'string' },
  approveBy: { type: 'string' },
  approveTime: { type: 'datetime' },
  ...AUDIT_FIELDS,
};
