// 花名册备份 (/mis/employee/backup, menu component mis/employee/BackupList): the roster's snapshots, newest first.
// 立即备份 takes one now (a name, or the time's, and a remark); each backup can be restored, exported and deleted.
import { defineResource } from '@/widgets/resource';
import type { RosterBackup } from '../api/backup-api';

export const rosterBackupResource = defineResource<RosterBackup>({
  key: 'roster-backup',
  screen: 'mis/employee/BackupList',
  permission: 'hrm:backup',
  defaultSort: { column: 'createTime', order: 'desc' },
  calls: { list: '/mis/employee/backup/list', add: '/mis/employee/backup/doBackup', delete: '/mis/employee/backup/delete' },
  addLabel: '立即备份',
  actionsWidth: 170,
  rowNumbers: true,
  tableWidth: 980,
  fields: [
    {
      name: 'backupName',
      label: '备份名称',
      kind: 'text',
      search: 'like',
      column: { ellipsis: true },
      form: { max: 100, placeholder: '不填则按备份时间命名', hidden: 'edit' },
    },
    { name: 'backupType', label: '备份方式', kind: 'list', dictCode: 'roster_backup_type', search: 'eq', column: { width: 100, sorter: false, responsive: ['md'] } },
    { name: 'employeeCount', label: '员工总数', kind: 'number', column: { width: 100 } },
    { name: 'activeCount', label: '在职人数', kind: 'number', column: { width: 100, responsive: ['sm'] } },
    { name: 'remark', label: '备注', kind: 'textarea', query: false, column: { ellipsis: true, sorter: false, responsive: ['lg'] }, form: { max: 500, hidden: 'edit' } },
    { name: 'createBy', label: '备份人', kind: 'text', column: { width: 100, sorter: false, responsive: ['lg'] } },
    { name: 'createTime', label: '备份时间', kind: 'datetime', search: 'range', column: { width: 170, responsive: ['md'] } },
  ],
});
