// 消息 (消息中心: /modules/message/sysMessageList, menu component modules/message/SysMessageList): every message sent,
// one per receiver, with its channel, status, attempts and the last attempt's outcome.
import { defineResource } from '@/widgets/resource';
import type { Message } from '../api/messages-api';
import { TEMPLATE_TYPE_DICT } from './template-resource';

/** A message that has not reached its receiver: 重发 applies to it. */
export const canResend = (row: Pick<Message, 'esSendStatus'>) => row.esSendStatus === '2' || row.esSendStatus === '0';

export const messageResource = defineResource<Message>({
  key: 'msg-message',
  screen: 'modules/message/SysMessageList',
  permission: 'msg:message',
  defaultSort: { column: 'createTime', order: 'desc' },
  calls: {
    list: '/sys/message/sysMessage/list',
    add: '/sys/message/sysMessage/add',
    edit: '/sys/message/sysMessage/edit',
    delete: '/sys/message/sysMessage/delete',
    deleteBatch: '/sys/message/sysMessage/deleteBatch',
    exportXls: '/sys/message/sysMessage/exportXls',
    importExcel: '/sys/message/sysMessage/importExcel',
  },
  exportName: '消息',
  rowNumbers: 'from-sm',
  // Fits a 1440 screen without scrolling (推送失败原因 from 1600 px); on a phone the table scrolls, 操作 holding up
  // to three links (编辑, 重发, 删除).
  tableWidth: 1100,
  formColumns: 2,
  actionsWidth: 170,
  fields: [
    { name: 'esTitle', label: '消息标题', kind: 'text', search: 'like', column: { width: 140, ellipsis: true }, form: { max: 100 } },
    { name: 'esContent', label: '发送内容', kind: 'textarea', search: 'like', column: { ellipsis: true, responsive: ['lg'] }, form: { max: 5000, wide: true } },
    { name: 'esReceiver', label: '接收人', kind: 'text', search: 'like', column: { width: 140, ellipsis: true, responsive: ['md'] }, form: { required: true, max: 200, placeholder: '用户账号、邮箱或手机号', messages: { required: '请输入接收人!' } } },
    { name: 'esType', label: '推送方式', kind: 'list', dictCode: TEMPLATE_TYPE_DICT, search: 'eq', column: { width: 90, responsive: ['sm'] }, form: { initial: '4' } },
    { name: 'esSendStatus', label: '发送状态', kind: 'list', dictCode: 'msgSendStatus', search: 'eq', column: { width: 100, tone: (row) => (row.esSendStatus === '2' ? 'danger' : row.esSendStatus === '0' ? 'warning' : undefined) }, form: { initial: '0' } },
    { name: 'esSendNum', label: '发送次数', kind: 'number', column: { width: 90, responsive: ['lg'] }, form: { range: { min: 0, max: 1000 } } },
    { name: 'esSendTime', label: '发送时间', kind: 'datetime', search: 'range', column: { width: 165, responsive: ['md'] }, form: {} },
    { name: 'esResult', label: '推送失败原因', kind: 'text', column: { width: 180, ellipsis: true, responsive: ['xxl'] }, form: { max: 500, wide: true } },
    { name: 'esParam', label: '发送参数', kind: 'textarea', query: false, column: false, form: { max: 2000, wide: true } },
    { name: 'remark', label: '备注', kind: 'text', column: false, form: { max: 500, wide: true } },
    { name: 'createTime', label: '创建时间', kind: 'datetime', column: false },
  ],
});
