// 消息 (消息中心, SysMessageController): the messages sent, with their status and attempts; Excel both ways. Editing a
// message back to 未发送 re-sends it at once (重发), as upstream's SendMsgJob would pick it up.
import type { ExcelColumn } from '../../crud/excel.js';
import { NOT_FOUND } from '../../crud/rows.js';
import { okText } from '../../entity/answers.js';
import { fail, ok } from '../../envelope.js';
import { dictValueOf, exportJoined } from '../../domain/joined-rows.js';
import type { MessageRecord } from '../../store/records/messages.js';
import type { Store } from '../../store/store.js';
import type { BodyOf, Handler } from '../../types.js';
import { MESSAGE_FIELDS, messages } from '../../entities/messages.js';
import { attempt, removeByIds } from './shared.js';

type MessageForm = BodyOf<'sysMessageSysMessageAdd'>;
type MessageValues = Omit<MessageRecord, 'id' | 'createBy' | 'createTime' | 'updateBy' | 'updateTime'>;

const blank = (value: string | null | undefined) => (value === undefined || value === null || value.trim() === '' ? null : value);

const valuesOf = (form: MessageForm, before?: MessageRecord): MessageValues => ({
  esTitle: form.esTitle !== undefined ? blank(form.esTitle) : (before?.esTitle ?? null),
  esContent: form.esContent !== undefined ? blank(form.esContent) : (before?.esContent ?? null),
  esParam: form.esParam !== undefined ? blank(form.esParam) : (before?.esParam ?? null),
  esReceiver: form.esReceiver !== undefined ? blank(form.esReceiver) : (before?.esReceiver ?? null),
  esSendTime: form.esSendTime !== undefined ? blank(form.esSendTime) : (before?.esSendTime ?? null),
  esSendStatus: form.esSendStatus ?? before?.esSendStatus ?? '0',
  esSendNum: form.esSendNum ?? before?.esSendNum ?? 0,
  esResult: form.esResult !== undefined ? blank(form.esResult) : (before?.esResult ?? null),
  esType: form.esType ?? before?.esType ?? '4',
  remark: form.remark !== undefined ? blank(form.remark) : (before?.remark ?? null),
});

export const sysMessageSysMessageList: Handler<'sysMessageSysMessageList'> = ({ query }, { store }) => messages.page(store, query);

export const sysMessageSysMessageQueryById: Handler<'sysMessageSysMessageQueryById'> = ({ query }, { store }) => {
  const message = messages.get(store, query.id);
  return message ? ok(messages.view(store, message)) : fail(NOT_FOUND);
};

export const sysMessageSysMessageAdd: Handler<'sysMessageSysMessageAdd'> = ({ body, session }, { store, now }) => {
  if (!blank(body.esReceiver)) return fail('接收人不能为空');
  messages.insert(store, valuesOf(body), session, now());
  return okText('添加成功！');
};

export const sysMessageSysMessageEdit: Handler<'sysMessageSysMessageEdit'> = ({ body, session }, ctx) => {
  if (!body.id) return fail('参数错误：body.id 不能为空');
  const message = messages.get(ctx.store, body.id);
  if (!message) return fail(NOT_FOUND);
  const resend = body.esSendStatus === '0' && message.esSendStatus !== '0';
  if (resend && message.esSendStatus === '1') return fail('消息已发送成功，无需重发');
  const values = valuesOf(body, message);
  if (!values.esReceiver) return fail('接收人不能为空');
  messages.update(message, values, session, ctx.now());
  if (!resend) return okText('编辑成功!');
  return attempt(ctx, message, session) ? okText('重发成功!') : fail(`重发失败：${message.esResult ?? ''}`);
};

export const sysMessageSysMessageDelete: Handler<'sysMessageSysMessageDelete'> = ({ query }, { store }) => removeByIds(store, messages, query.id, false);
export const sysMessageSysMessageDeleteBatch: Handler<'sysMessageSysMessageDeleteBatch'> = ({ query }, { store }) => removeByIds(store, messages, query.ids, true);

const COLUMNS: ExcelColumn[] = [
  { header: '消息标题', key: 'esTitle', width: 20 },
  { header: '发送内容', key: 'esContent', width: 60 },
  { header: '接收人', key: 'esReceiver', width: 22 },
  { header: '推送方式', key: 'esType_dictText', width: 10 },
  { header: '发送时间', key: 'esSendTime', width: 20 },
  { header: '发送状态', key: 'esSendStatus_dictText', width: 10 },
  { header: '发送次数', key: 'esSendNum', width: 10 },
  { header: '推送失败原因', key: 'esResult', width: 24 },
  { header: '备注', key: 'remark', width: 20 },
];

export const sysMessageSysMessageExportXls: Handler<'sysMessageSysMessageExportXls'> = ({ query, session }, { store, now }) =>
  exportJoined(store, messages.all(store), query, { title: '消息', columns: COLUMNS, fields: MESSAGE_FIELDS, options: { defaultSort: { column: 'createTime', order: 'desc' } } }, session, now());

/** An imported row as the add form would send it, or why it cannot be one. */
function importedMessage(store: Store, values: Record<string, string>): MessageForm | string {
  const type = dictValueOf(store, 'msgType', values.esType_dictText ?? '');
  const status = dictValueOf(store, 'msgSendStatus', values.esSendStatus_dictText ?? '');
  const count = values.esSendNum ? Number(values.esSendNum) : 0;
  if (!values.esReceiver) return '接收人不能为空';
  if (type === undefined) return `推送方式不正确：${values.esType_dictText ?? ''}`;
  if (status === undefined) return `发送状态不正确：${values.esSendStatus_dictText ?? ''}`;
  if (!Number.isInteger(count) || count < 0) return `发送次数不正确：${values.esSendNum ?? ''}`;
  return {
    esTitle: values.esTitle || null,
    esContent: values.esContent || null,
    esReceiver: values.esReceiver,
    esType: (type ?? '4') as MessageForm['esType'],
    esSendTime: values.esSendTime || null,
    esSendStatus: (status ?? '0') as MessageForm['esSendStatus'],
    esSendNum: count,
    esResult: values.esResult || null,
    remark: values.remark || null,
  };
}

export const sysMessageSysMessageImportExcel: Handler<'sysMessageSysMessageImportExcel'> = ({ uploads, session }, ctx) =>
  messages.importFile<MessageForm>(uploads, ctx, {
    columns: COLUMNS,
    errorTitle: '消息导入错误',
    formOf: (values) => importedMessage(ctx.store, values),
    problemOf: () => null,
    create: (form) => messages.insert(ctx.store, valuesOf(form), session, ctx.now()),
  });
