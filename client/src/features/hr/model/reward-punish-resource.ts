// 奖惩记录 (/hrm/rewardPunish/list, menu component hrm/rewardPunish/RewardPunishList): the rewards and punishments of
// roster employees, latest first; searched by employee, type, category and date; 新增 / 编辑 in the form (the
// employee chosen by name or work number among those still working here), an attachment uploaded to the
// rewardPunish folder; export and import.
import { defineResource } from '@/widgets/resource';
import { employeeLookup } from '@/widgets/employee-lookup';
import type { RewardPunish } from '../api/records-api';
import { personFields } from './lifecycle-fields';

/** The largest amount of a reward or a fine (元), as the document allows. */
export const MAX_AMOUNT = 1_000_000;

export const rewardPunishResource = defineResource<RewardPunish>({
  key: 'reward-punish',
  screen: 'hrm/rewardPunish/RewardPunishList',
  permission: 'hrm:rewardPunish',
  defaultSort: { column: 'rpDate', order: 'desc' },
  calls: {
    list: '/hrm/rewardPunish/list',
    add: '/hrm/rewardPunish/add',
    edit: '/hrm/rewardPunish/edit',
    delete: '/hrm/rewardPunish/delete',
    deleteBatch: '/hrm/rewardPunish/deleteBatch',
    exportXls: '/hrm/rewardPunish/exportXls',
    importExcel: '/hrm/rewardPunish/importExcel',
  },
  exportName: '奖惩记录',
  rowNumbers: 'from-sm',
  formColumns: 2,
  tableWidth: 1000,
  searchOrder: ['name', 'workNo', 'rpType', 'rpCategory', 'rpDate', 'departId'],
  fields: [
    { name: 'employeeId', label: '员工', kind: 'sel_search', lookup: employeeLookup('1,2'), query: false, column: false, form: { required: true, hidden: 'edit', placeholder: '输入姓名或工号搜索在职员工', messages: { required: '请选择员工!' } } },
    ...personFields<RewardPunish>(),
    { name: 'rpType', label: '奖惩类型', kind: 'list', dictCode: 'reward_punish_type', search: 'eq', column: { width: 90, sorter: false }, form: { required: true, initial: '1' } },
    { name: 'rpCategory', label: '奖惩类别', kind: 'list', dictCode: 'reward_punish_category', search: 'eq', column: { width: 110, sorter: false, responsive: ['sm'] }, form: { required: true } },
    { name: 'rpDate', label: '奖惩日期', kind: 'date', search: 'range', column: { width: 110 }, form: { required: true } },
    { name: 'amount', label: '金额(元)', kind: 'number', column: { width: 100, responsive: ['md'] }, form: { rules: ['amount'], range: { min: 0, max: MAX_AMOUNT }, placeholder: '奖金或罚款，不填为0' } },
    { name: 'reason', label: '奖惩事由', kind: 'textarea', column: { ellipsis: true, sorter: false, responsive: ['lg'] }, form: { required: true, max: 500, wide: true } },
    { name: 'attachment', label: '附件', kind: 'file', query: false, column: false, form: { wide: true, upload: { biz: 'rewardPunish', count: 5 } } },
    { name: 'remark', label: '备注', kind: 'textarea', query: false, column: false, form: { max: 500, wide: true } },
  ],
});
