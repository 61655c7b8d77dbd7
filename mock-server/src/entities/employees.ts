// The roster (mis_employee) on the entity kit: its query fields, audit stamping and the logical delete (del_flag 1)
// that fills the roster's recycle bin. Contracts join the roster, every approval writes to it, the dashboard reads it.
import { defineEntity } from '../entity/entity.js';
import type { EntityFields } from '../query/field-types.js';
import { DEPART_DICT } from './hr-fields.js';

export const EMPLOYEE_FIELDS: EntityFields = {
  id: { type: 'string' },
  workNo: { type: 'string' },
  name: { type: 'string' },
  sex: { type: 'string', dict: 'sex' },
  idCard: { type: 'string' },
  birthday: { type: 'date' },
  age: { type: 'number' },
  mobile: { type: 'string' },
  email: { type: 'string' },
  education: { type: 'string', dict: 'education' },
  politicalStatus: { type: 'string', dict: 'political_status' },
  nation: { type: 'string' },
  nativePlace: { type: 'string' },
  maritalStatus: { type: 'string', dict: 'marital_status' },
  address: { type: 'string' },
  departId: { type: 'string', dict: DEPART_DICT },
  projectId: { type: 'string', dict: DEPART_DICT },
  post: { type: 'string' },
  type: { type: 'string', dict: 'employee_type' },
  status: { type: 'string', dict: 'employee_status' },
  entryDate: { type: 'date' },
  probationMonths: { type: 'number' },
  regularDate: { type: 'date' },
  leaveDate: { type: 'date' },
  contractEndDate: { type: 'date' },
  bankName: { type: 'string' },
  bankCard: { type: 'string' },
  emergencyContact: { type: 'string' },
  emergencyMobile: { type: 'string' },
  remark: { type: 'string' },
  delFlag: { type: 'number' },
  createBy: { type: 'string' },
  createTime: { type: 'datetime' },
  updateBy: { type: 'string' },
  updateTime: { type: 'datetime' },
};

/** The roster's rows on the entity kit: audit stamping, soft delete to the recycle bin, recovery, real delete and backups put back. */
export const employees = defineEntity({ table: (data) => data.employees, fields: EMPLOYEE_FIELDS, deletedFlag: 1 });
