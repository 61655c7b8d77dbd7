// Online报表配置 (upstream OnlCgreportHeadList): the report definitions as a resource of the kit; the editor is the
// screen's own form slot (head, fields and parameters in one dialog).
import type { Schema } from '@/api/types';
import { defineResource } from '@/widgets/resource';

export type ReportHead = Schema<'OnlineReportHead'>;

export const reportDesignResource = defineResource<ReportHead>({
  key: 'online-report-design',
  screen: 'modules/online/cgreport/OnlCgreportHeadList',
  permission: 'online:cgreport',
  defaultSort: { column: 'createTime', order: 'desc' },
  calls: {
    list: '/online/cgreport/head/list',
    add: '/online/cgreport/head/add',
    edit: '/online/cgreport/head/editAll',
    delete: '/online/cgreport/head/delete',
    deleteBatch: '/online/cgreport/head/deleteBatch',
  },
  rowNumbers: 'from-sm',
  // On a phone: 报表名称 and the row's links, fitting the screen.
  phoneFits: true,
  addLabel: '录入',
  fields: [
    { name: 'name', label: '报表名称', kind: 'text', search: 'like', column: { width: 160, ellipsis: true, phoneWidth: 110 } },
    { name: 'code', label: '报表编码', kind: 'text', search: 'like', column: { width: 160, ellipsis: true, responsive: ['sm'] } },
    { name: 'cgrSql', label: '查询SQL', kind: 'text', query: false, column: { ellipsis: true, sorter: false, responsive: ['md'] } },
    { name: 'dbSource', label: '数据源', kind: 'text', query: false, column: { width: 100, sorter: false, responsive: ['lg'] } },
    { name: 'createTime', label: '创建时间', kind: 'datetime', query: false, column: { width: 170, responsive: ['lg'] } },
  ],
});
