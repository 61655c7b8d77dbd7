// 花名册备份 (mis_employee_backup): snapshots of the roster, on the entity kit.
import { defineEntity } from '../entity/entity.js';
import type { EntityFields } from '../query/field-types.js';
import { LATEST_FIRST } from './hr-fields.js';

export const BACKUP_FIELDS: EntityFields = {
  id: { type: 'string' },
  backupName: { type: 'string' },
  backupType: { type: 'string', dict: 'roster_backup_type' },
  employeeCount: { type: 'number' },
  activeCount: { type: 'number' },
  remark: { type: 'string' },
  createBy: { type: 'string' },
  createTime: { type: 'datetime' },
};

/** mis_employee_backup on the entity kit: snapshots, never updated (creation stamp only), deleted for good. */
export const backups = defineEntity({ table: (data) => data.hrBackups, fields: BACKUP_FIELDS, list: LATEST_FIRST, audit: 'creation' });
