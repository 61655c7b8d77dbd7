// 人才库 (/rpm/talent/list, menu component rpm/talent/TalentPoolList): the eliminated (已淘汰) and reserved (人才储备)
// candidates, searched by skill, education, city and expected salary (a range), read only; 邀请 brings one back into
// an open demand of the 需求大厅 (the screen's own row link), 详情 opens the candidate's drawer.
import { defineResource } from '@/widgets/resource';
import type { Candidate } from '../../resume/api/resume-api';
import { OPEN_DEMAND_DICT } from '../../demands/model/open-demand-dict';
import type { AnyField } from '@/widgets/resource';

export const INVITE_PERMISSION = 'rpm:candidate:invite';

/** The pool's two statuses (candidate_status 3 and 4): a select of its own, not the whole dictionary. */
const POOL_STATUSES = [
  { label: '已淘汰', value: '3' },
  { label: '人才储备', value: '4' },
] as const;

export const talentResource = defineResource<Candidate>({
  key: 'talent',
  screen: 'rpm/talent/TalentPoolList',
  permission: 'rpm:candidate',
  defaultSort: { column: 'createTime', order: 'desc' },
  calls: { list: '/rpm/candidate/talentList' },
  rowNumbers: 'from-sm',
  tableWidth: 1000,
  actionsWidth: 120,
  // On a phone: 姓名, 状态 and the two links fit the screen; the rest is in 详情.
  phoneFits: true,
  searchOrder: ['skills', 'education', 'city', 'expectedSalary', 'name', 'status'],
  fields: [
    { name: 'name', label: '姓名', kind: 'text', search: 'like', column: { width: 90, phoneWidth: 90, ellipsis: true } },
    { name: 'sex', label: '性别', kind: 'list', dictCode: 'sex', column: { width: 60, sorter: false, responsive: ['xxl'] } },
    { name: 'education', label: '学历', kind: 'list', dictCode: 'education', search: 'eq', column: { width: 80, sorter: false, responsive: ['md'] } },
    { name: 'workYears', label: '工作年限', kind: 'number', column: { width: 90, responsive: ['xl'] } },
    { name: 'skills', label: '技能', kind: 'text', search: 'like', column: { width: 200, sorter: false, ellipsis: true, responsive: ['sm'] } },
    { name: 'city', label: '所在城市', kind: 'text', search: 'like', column: { width: 90, sorter: false, responsive: ['lg'] } },
    { name: 'expectedSalary', label: '期望月薪(元)', kind: 'number', search: 'number-range', column: { width: 120, responsive: ['lg'] } },
    { name: 'applyPost', label: '曾应聘岗位', kind: 'text', column: { width: 120, ellipsis: true, responsive: ['xl'] } },
    { name: 'status', label: '状态', kind: 'list', options: POOL_STATUSES, dictCode: 'candidate_status', search: 'eq', column: { width: 90, sorter: false } },
    { name: 'eliminateReason', label: '淘汰原因', kind: 'text', query: false, column: { width: 180, sorter: false, ellipsis: true, responsive: ['xxl'] } },
    { name: 'createTime', label: '投递时间', kind: 'datetime', column: { width: 170, responsive: ['xxl'] } },
  ],
});

/** 邀请's one field: an open demand of the 需求大厅. */
export const INVITE_FIELDS: readonly AnyField[] = [{ name: 'demandId', label: '邀请至需求', kind: 'list', dictCode: OPEN_DEMAND_DICT, form: { required: true } }];
