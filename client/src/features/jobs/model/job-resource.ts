// 定时任务 (/isystem/QuartzJobList, menu component system/QuartzJobList) as a resource: the list, its search and
// columns; the form is the screen's own (the cron editor), and so are 启动 / 停止 / 执行一次.
import { defineResource } from '@/widgets/resource';
import { JOB_CLASS_DICT, type QuartzJob } from '../api/job-api';

export const jobResource = defineResource<QuartzJob>({
  key: 'quartz-job',
  screen: 'system/QuartzJobList',
  permission: 'system:quartzJob',
  defaultSort: { column: 'createTime', order: 'desc' },
  calls: {
    list: '/sys/quartzJob/list',
    add: '/sys/quartzJob/add',
    edit: '/sys/quartzJob/edit',
    delete: '/sys/quartzJob/delete',
    deleteBatch: '/sys/quartzJob/deleteBatch',
    exportXls: '/sys/quartzJob/exportXls',
    importExcel: '/sys/quartzJob/importExcel',
  },
  exportName: '定时任务信息',
  rowNumbers: 'from-sm',
  actionsWidth: 240,
  tableWidth: 900,
  fields: [
    { name: 'jobClassName', label: '任务类名', kind: 'list', dictCode: JOB_CLASS_DICT, search: 'eq', column: { ellipsis: true } },
    { name: 'cronExpression', label: 'cron表达式', kind: 'text', column: { width: 170 }, query: false },
    { name: 'parameter', label: '参数', kind: 'text', column: { width: 120, ellipsis: true, responsive: ['md'] }, query: false },
    { name: 'description', label: '描述', kind: 'text', search: 'like', column: { ellipsis: true, responsive: ['lg'] } },
    { name: 'status', label: '状态', kind: 'list', dictCode: 'quartz_status', search: 'eq', column: { width: 90 } },
  ],
});
