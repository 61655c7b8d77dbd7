// 员工合同 (mis_employee_contract) on the entity kit.
import { defineEntity } from '../entity/entity.js';
import type { EntityFields } from '../query/field-types.js';
import type { ListOptions } from '../query/list-query.js';
import { AUDIT_FIELDS, DEPART_DICT } from './hr-fields.js';

export const CONTRACT_FIELDS: EntityFields = {
  id: { type: 'string' },
  contractNo: { type: 'string' },
  employeeId: { type: 'string' },
  workNo: { type: 'string' },
  name: { type: 'string' },
  departId: { type: 'string', dict: DEPART_DICT },
  projectId: { type: 'string', dict: DEPART_DICT },
  contractType: { type: 'string', dict: 'contract_type' },
  signType: { type: 'string', dict: 'contract_sign_type' },
  startDate: { type: 'date' },
  endDate: { type: 'date' },
  probationMonths: { type: 'number' },
  signDate: { type: 'date' },
  status: { type: 'string', dict: 'contract_status' },
  daysToExpire: { type: 'number' },
  terminateDate: { type: 'date' },
  terminateReason: { type: 'string' },
  previousId: { type: 'string' },
  remark: { type: 'string' },
  ...AUDIT_FIELDS,
};

export const CONTRACT_OPTIONS: ListOptions = { defaultSort: { column: 'endDate', order: 'asc' } };

/** mis_employee_contract on the entity kit (deleted for good). Its list pages the contracts joined with the roster
 * (handlers/hr/contracts.ts), not records. */
export const contracts = defineEntity({ table: (data) => data.hrContracts, fields: CONTRACT_FIELDS, list: CONTRACT_OPTIONS });
