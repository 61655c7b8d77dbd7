// 需求大厅 (/rpm/demand/list, menu component rpm/demand/DemandList): the hiring demands business departments raise —
// position, placement, headcount, location, salary range, deadline, urgency, status — with their candidates counted
// by stage (筛选 / 面试 / Offer / 录用) and the recruiter who claimed each. 认领 is the screen's own row link.
import { defineResource, type ResourceField } from '@/widgets/resource';
import type { Demand } from '../api/demand-api';
import { DEPART_DICT, PROJECT_DICT } from '@/shared/config/table-dicts';

export const DEMAND_PERMISSION = 'rpm:demand';
export const CLAIM_PERMISSION = `${DEMAND_PERMISSION}:claim`;

/** A candidate count of one stage: a narrow number column, not searched, not on the form. */
const countField = (name: 'screeningCount' | 'interviewCount' | 'offerCount' | 'hiredCount', label: string): ResourceField<Demand> => ({
  name,
  label,
  kind: 'number',
  query: false,
  column: { width: 56, sorter: false },
});

export const demandResource = defineResource<Demand>({
  key: 'demand',
  screen: 'rpm/demand/DemandList',
  permission: DEMAND_PERMISSION,
  defaultSort: { column: 'createTime', order: 'desc' },
  calls: {
    list: '/rpm/demand/list',
    add: '/rpm/demand/add',
    edit: '/rpm/demand/edit',
    delete: '/rpm/demand/delete',
    exportXls: '/rpm/demand/exportXls',
  },
  exportName: '招聘需求',
  // No # column: the stage counts and 操作 (候选人, 编辑, 认领, 删除) take the room at 1440 px.
  formColumns: 2,
  tableWidth: 1130,
  actionsWidth: 200,
  searchOrder: ['position', 'status', 'urgency', 'departId', 'location', 'deadline'],
  fields: [
    { name: 'position', label: '招聘岗位', kind: 'text', search: 'like', column: { width: 120, ellipsis: true }, form: { required: true, max: 50 } },
    { name: 'departId', label: '需求部门', kind: 'sel_depart', dictCode: DEPART_DICT, search: 'eq', query: false, column: { width: 100, sorter: false, ellipsis: true, responsive: ['lg'] }, form: { required: true } },
    { name: 'projectId', label: '需求项目', kind: 'list', dictCode: PROJECT_DICT, query: false, column: { width: 170, sorter: false, ellipsis: true, responsive: ['xxl'] }, form: {} },
    { name: 'headcount', label: '招聘人数', kind: 'number', column: { width: 90 }, form: { required: true, initial: 1, range: { min: 1, max: 999 } } },
    // The stage counts and the claimant come first on a 1440 px screen; place and pay wait for the widest.
    { name: 'location', label: '工作地点', kind: 'text', search: 'like', column: { width: 120, sorter: false, ellipsis: true, responsive: ['xxl'] }, form: { max: 50 } },
    { name: 'salaryMin', label: '最低月薪(元)', kind: 'number', column: { width: 110, responsive: ['xxl'] }, form: { range: { min: 0, max: 1_000_000 } } },
    { name: 'salaryMax', label: '最高月薪(元)', kind: 'number', column: { width: 110, responsive: ['xxl'] }, form: { range: { min: 0, max: 1_000_000 } } },
    { name: 'deadline', label: '截止日期', kind: 'date', search: 'range', column: { width: 110, responsive: ['md'] }, form: {} },
    { name: 'urgency', label: '紧急程度', kind: 'list', dictCode: 'demand_urgency', search: 'eq', column: { width: 90, sorter: false, responsive: ['md'] }, form: { required: true, initial: '1' } },
    { name: 'status', label: '需求状态', kind: 'list', dictCode: 'demand_status', search: 'eq', column: { width: 90, sorter: false }, form: { required: true, initial: '1' } },
    { name: 'claimedBy', label: '认领人', kind: 'sel_user', dictCode: 'sys_user,realname,username', query: false, column: { width: 80, sorter: false, ellipsis: true, responsive: ['sm'] } },
    countField('screeningCount', '筛选'),
    countField('interviewCount', '面试'),
    countField('offerCount', 'Offer'),
    countField('hiredCount', '录用'),
    { name: 'requirement', label: '岗位要求', kind: 'textarea', query: false, column: false, form: { max: 500, wide: true } },
    { name: 'remark', label: '备注', kind: 'textarea', query: false, column: false, form: { max: 500, wide: true } },
    { name: 'createTime', label: '发布时间', kind: 'datetime', column: { width: 170, responsive: ['xxl'] } },
  ],
});

/** 认领 shows on a demand still 招聘中 that nobody holds (the server refuses the others by name). */
export const claimable = (row: Pick<Demand, 'status' | 'claimedBy'>): boolean => row.status === '1' && !row.claimedBy;
