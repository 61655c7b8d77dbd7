// 问卷管理 (/mis/questionnaire/list, menu component mis/questionnaire/QuestionnaireList): the questionnaires with
// their status, period and counts. Only a draft is designed (编辑); a published one is ended before it is deleted.
import { defineResource } from '@/widgets/resource';
import type { Questionnaire } from '../api/questionnaire-api';

export const QUESTIONNAIRE_PERMISSION = 'mis:questionnaire';

export const questionnaireResource = defineResource<Questionnaire>({
  key: 'questionnaire',
  screen: 'mis/questionnaire/QuestionnaireList',
  permission: QUESTIONNAIRE_PERMISSION,
  defaultSort: { column: 'createTime', order: 'desc' },
  calls: {
    list: '/mis/questionnaire/list',
    add: '/mis/questionnaire/add',
    edit: '/mis/questionnaire/edit',
    delete: '/mis/questionnaire/delete',
    exportXls: '/mis/questionnaire/exportXls',
  },
  exportName: '问卷管理',
  addLabel: '新建问卷',
  rowNumbers: 'from-sm',
  tableWidth: 1100,
  actionsWidth: 200,
  allows: { edit: (row) => row.status === '0', delete: (row) => row.status !== '1' },
  fields: [
    { name: 'title', label: '问卷标题', kind: 'text', search: 'like', column: { width: 200, phoneWidth: 150, ellipsis: true } },
    { name: 'status', label: '状态', kind: 'list', dictCode: 'questionnaire_status', search: 'eq', column: { width: 80, phoneWidth: 72, tone: (row) => (row.status === '1' ? 'warning' : undefined) } },
    { name: 'anonymous', label: '匿名', kind: 'list', dictCode: 'yn', search: 'eq', column: { width: 70, responsive: ['sm'] } },
    { name: 'answerCount', label: '答卷数', kind: 'number', query: false, column: { width: 80, phoneWidth: 72 } },
    { name: 'addresseeCount', label: '发放人数', kind: 'number', query: false, column: { width: 90, responsive: ['md'] } },
    { name: 'startDate', label: '开始日期', kind: 'date', column: { width: 110, responsive: ['md'] } },
    { name: 'endDate', label: '结束日期', kind: 'date', column: { width: 110, responsive: ['md'] } },
    { name: 'addressees', label: '发布对象', kind: 'text', query: false, column: { width: 160, sorter: false, ellipsis: true, responsive: ['lg'] } },
    { name: 'questionCount', label: '题目数', kind: 'number', query: false, column: { width: 80, responsive: ['xl'] } },
    { name: 'createTime', label: '创建时间', kind: 'datetime', column: { width: 170, responsive: ['xxl'] } },
  ],
});
