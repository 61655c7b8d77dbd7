// 消息模板 (/modules/message/sysMessageTemplateList, menu component modules/message/SysMessageTemplateList): the
// templates messages are sent from — code, title, content with `${placeholders}`, sample values, channel, enabled.
import { defineResource } from '@/widgets/resource';
import type { MessageTemplate } from '../api/messages-api';

export const TEMPLATE_TYPE_DICT = 'msgType';

/** A JSON object's outline: braces around the whole text. */
const JSON_OBJECT = /^\s*\{[\s\S]*\}\s*$/;

export const templateResource = defineResource<MessageTemplate>({
  key: 'msg-template',
  screen: 'modules/message/SysMessageTemplateList',
  permission: 'msg:template',
  defaultSort: { column: 'createTime', order: 'desc' },
  calls: {
    list: '/sys/message/sysMessageTemplate/list',
    add: '/sys/message/sysMessageTemplate/add',
    edit: '/sys/message/sysMessageTemplate/edit',
    delete: '/sys/message/sysMessageTemplate/delete',
    deleteBatch: '/sys/message/sysMessageTemplate/deleteBatch',
    exportXls: '/sys/message/sysMessageTemplate/exportXls',
    importExcel: '/sys/message/sysMessageTemplate/importExcel',
  },
  exportName: '消息模板',
  rowNumbers: 'from-sm',
  // On a phone the table scrolls: 操作 holds three links (编辑, 发送, 删除).
  tableWidth: 1100,
  fields: [
    { name: 'templateCode', label: '模板编码', kind: 'text', search: 'like', column: { width: 180, ellipsis: true, responsive: ['md'] }, form: { required: true, max: 64, pattern: /^[A-Za-z0-9_-]+$/, readOnly: 'edit', messages: { pattern: '模板编码只能包含字母、数字、下划线和短横线!' } } },
    { name: 'templateName', label: '模板标题', kind: 'text', search: 'like', column: { width: 150, ellipsis: true }, form: { required: true, max: 100 } },
    { name: 'templateType', label: '模板类型', kind: 'list', dictCode: TEMPLATE_TYPE_DICT, search: 'eq', column: { width: 100 }, form: { required: true, initial: '4' } },
    { name: 'templateContent', label: '模板内容', kind: 'textarea', search: 'like', column: { ellipsis: true, responsive: ['lg'] }, form: { required: true, max: 5000, placeholder: '用 ${参数名} 表示要填入的内容，如：${name}您好', messages: { required: '请输入模板内容!' } } },
    // The server parses it (模板测试json须为JSON对象); the form checks its braces.
    { name: 'templateTestJson', label: '模板测试json', kind: 'textarea', query: false, column: false, form: { max: 2000, pattern: JSON_OBJECT, placeholder: '{"name":"张三"}', messages: { pattern: '模板测试json须为JSON对象!' } } },
    { name: 'useStatus', label: '是否启用', kind: 'radio', dictCode: 'msg_use_status', search: 'eq', column: { width: 90, responsive: ['sm'], tone: (row) => (row.useStatus === '0' ? 'warning' : undefined) }, form: { initial: '1' } },
    { name: 'createTime', label: '创建时间', kind: 'datetime', column: { width: 170, responsive: ['xl'] } },
  ],
});
