// 我的问卷 (/mis/questionnaire/mine, menu component mis/questionnaire/MyQuestionnaireList): the questionnaires sent
// to the signed-in user, the ones to fill in now first.
import { defineResource } from '@/widgets/resource';
import type { MyQuestionnaire } from '../api/questionnaire-api';

export const myQuestionnaireResource = defineResource<MyQuestionnaire>({
  key: 'my-questionnaire',
  screen: 'mis/questionnaire/MyQuestionnaireList',
  permission: 'mis:questionnaire:mine',
  calls: { list: '/mis/questionnaire/mine', exportXls: '/mis/questionnaire/mine/exportXls' },
  exportName: '我的问卷',
  rowNumbers: 'from-sm',
  phoneFits: true,
  actionsWidth: 90,
  fields: [
    { name: 'title', label: '问卷标题', kind: 'text', search: 'like', column: { width: 240, phoneWidth: 150, ellipsis: true } },
    { name: 'answered', label: '已填写', kind: 'list', dictCode: 'yn', search: 'eq', column: { width: 80, phoneWidth: 70, tone: (row) => (row.open ? 'warning' : undefined) } },
    { name: 'status', label: '状态', kind: 'list', dictCode: 'questionnaire_status', column: { width: 80, responsive: ['sm'] } },
    { name: 'anonymous', label: '匿名', kind: 'list', dictCode: 'yn', column: { width: 70, responsive: ['md'] } },
    { name: 'startDate', label: '开始日期', kind: 'date', column: { width: 110, responsive: ['md'] } },
    { name: 'endDate', label: '截止日期', kind: 'date', column: { width: 110, responsive: ['sm'] } },
    { name: 'answerTime', label: '填写时间', kind: 'datetime', column: { width: 170, responsive: ['lg'] } },
  ],
});
