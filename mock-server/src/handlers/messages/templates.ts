// 消息模板 (SysMessageTemplateController): list, form, Excel, and 发送 — the template's `${placeholders}` filled from
// the values given and one message per receiver recorded in 消息中心, delivered at once (shared.ts: attempt).
import type { ExcelColumn } from '../../crud/excel.js';
import { NOT_FOUND } from '../../crud/rows.js';
import { okText } from '../../entity/answers.js';
import { fail, ok } from '../../envelope.js';
import { dictValueOf, exportJoined } from '../../domain/joined-rows.js';
import { fillPlaceholders, jsonObjectOf, placeholdersOf } from '../../lib/placeholders.js';
import type { MessageTemplateRecord } from '../../store/records/messages.js';
import type { Store } from '../../store/store.js';
import type { BodyOf, Handler, HandlerContext } from '../../types.js';
import { messages, messageTemplates, TEMPLATE_FIELDS } from '../../entities/messages.js';
import { attempt, removeByIds, type Session } from './shared.js';

type TemplateForm = BodyOf<'sysMessageSysMessageTemplateAdd'>;

const CODE = /^[A-Za-z0-9_-]{1,64}$/;

const codeTaken = (store: Store, code: string, except?: string) => messageTemplates.all(store).some((t) => t.templateCode === code && t.id !== except);

/** The rules beyond the document's, for the form and the import. */
function templateProblem(store: Store, form: TemplateForm, except?: string): string | null {
  if (!CODE.test(form.templateCode)) return '模板编码只能包含字母、数字、下划线和短横线';
  if (codeTaken(store, form.templateCode, except)) return '模板编码已存在';
  if (form.templateTestJson && !jsonObjectOf(form.templateTestJson)) return '模板测试json须为JSON对象';
  return null;
}

const valuesOf = (form: TemplateForm): Omit<MessageTemplateRecord, 'id' | 'createBy' | 'createTime' | 'updateBy' | 'updateTime'> => ({
  templateCode: form.templateCode,
  templateName: form.templateName,
  templateContent: form.templateContent,
  templateTestJson: form.templateTestJson || null,
  templateType: form.templateType,
  useStatus: form.useStatus ?? '1',
});

const insertTemplate = (ctx: HandlerContext, form: TemplateForm, session: Session) => messageTemplates.insert(ctx.store, valuesOf(form), session, ctx.now());

export const sysMessageSysMessageTemplateList: Handler<'sysMessageSysMessageTemplateList'> = ({ query }, { store }) => messageTemplates.page(store, query);

export const sysMessageSysMessageTemplateQueryById: Handler<'sysMessageSysMessageTemplateQueryById'> = ({ query }, { store }) => {
  const template = messageTemplates.get(store, query.id);
  return template ? ok(messageTemplates.view(store, template)) : fail(NOT_FOUND);
};

export const sysMessageSysMessageTemplateAdd: Handler<'sysMessageSysMessageTemplateAdd'> = ({ body, session }, ctx) => {
  const problem = templateProblem(ctx.store, body);
  if (problem) return fail(problem);
  insertTemplate(ctx, body, session);
  return okText('添加成功！');
};

export const sysMessageSysMessageTemplateEdit: Handler<'sysMessageSysMessageTemplateEdit'> = ({ body, session }, ctx) => {
  if (!body.id) return fail('参数错误：body.id 不能为空');
  const template = messageTemplates.get(ctx.store, body.id);
  if (!template) return fail(NOT_FOUND);
  const problem = templateProblem(ctx.store, body, template.id);
  if (problem) return fail(problem);
  messageTemplates.update(template, valuesOf(body), session, ctx.now());
  return okText('编辑成功!');
};

export const sysMessageSysMessageTemplateDelete: Handler<'sysMessageSysMessageTemplateDelete'> = ({ query }, { store }) => removeByIds(store, messageTemplates, query.id, false);
export const sysMessageSysMessageTemplateDeleteBatch: Handler<'sysMessageSysMessageTemplateDeleteBatch'> = ({ query }, { store }) => removeByIds(store, messageTemplates, query.ids, true);

const COLUMNS: ExcelColumn[] = [
  { header: '模板编码', key: 'templateCode', width: 22 },
  { header: '模板标题', key: 'templateName', width: 20 },
  { header: '模板内容', key: 'templateContent', width: 60 },
  { header: '模板测试json', key: 'templateTestJson', width: 40 },
  { header: '模板类型', key: 'templateType_dictText', width: 10 },
  { header: '是否启用', key: 'useStatus_dictText', width: 10 },
];

export const sysMessageSysMessageTemplateExportXls: Handler<'sysMessageSysMessageTemplateExportXls'> = ({ query, session }, { store, now }) =>
  exportJoined(store, messageTemplates.all(store), query, { title: '消息模板', columns: COLUMNS, fields: TEMPLATE_FIELDS, options: { defaultSort: { column: 'createTime', order: 'desc' } } }, session, now());

/** An imported row as the add form would send it, or why it cannot be one. */
function importedTemplate(store: Store, values: Record<string, string>): TemplateForm | string {
  const type = dictValueOf(store, 'msgType', values.templateType_dictText ?? '');
  const use = dictValueOf(store, 'msg_use_status', values.useStatus_dictText ?? '');
  if (!values.templateCode) return '模板编码不能为空';
  if (!values.templateName) return '模板标题不能为空';
  if (!values.templateContent) return '模板内容不能为空';
  if (!type) return `模板类型不正确：${values.templateType_dictText ?? ''}`;
  if (use === undefined) return `是否启用不正确：${values.useStatus_dictText ?? ''}`;
  return {
    templateCode: values.templateCode,
    templateName: values.templateName,
    templateContent: values.templateContent,
    templateTestJson: values.templateTestJson || null,
    templateType: type as TemplateForm['templateType'],
    useStatus: (use ?? '1') as '0' | '1',
  };
}

export const sysMessageSysMessageTemplateImportExcel: Handler<'sysMessageSysMessageTemplateImportExcel'> = ({ uploads, session }, ctx) =>
  messageTemplates.importFile<TemplateForm>(uploads, ctx, {
    columns: COLUMNS,
    errorTitle: '消息模板导入错误',
    formOf: (values) => importedTemplate(ctx.store, values),
    problemOf: (form) => templateProblem(ctx.store, form),
    create: (form) => insertTemplate(ctx, form, session),
  });

// ---------------------------------------------------------------- 发送

export const sysMessageSysMessageTemplateSendMsg: Handler<'sysMessageSysMessageTemplateSendMsg'> = ({ body, session }, ctx) => {
  const template = messageTemplates.all(ctx.store).find((t) => t.templateCode === body.templateCode);
  if (!template) return fail('消息模板不存在');
  if (template.useStatus === '0') return fail('消息模板未启用');
  const values = body.testData ? jsonObjectOf(body.testData) : {};
  if (!values) return fail('测试数据须为JSON对象');
  const missing = placeholdersOf(template.templateContent).filter((name) => values[name] === undefined || values[name] === null || values[name] === '');
  if (missing.length) return fail(`缺少模板参数：${missing.join('、')}`);
  const receivers = [...new Set(body.receiver.split(/[,，;；\s]+/).filter(Boolean))];
  if (receivers.length === 0) return fail('接收人不能为空');
  const type = body.msgType ?? template.templateType;
  const content = fillPlaceholders(template.templateContent, values);
  const at = ctx.now();
  let sent = 0;
  for (const receiver of receivers) {
    const message = messages.insert(
      ctx.store,
      { esTitle: fillPlaceholders(template.templateName, values), esContent: content, esParam: JSON.stringify(values), esReceiver: receiver, esSendTime: null, esSendStatus: '0', esSendNum: 0, esResult: null, esType: type, remark: `模板：${template.templateCode}` },
      session,
      at,
    );
    if (attempt(ctx, message, session)) sent++;
  }
  return ok({ total: receivers.length, sent, failed: receivers.length - sent }, { message: sent === receivers.length ? '消息发送成功！' : `已发送${sent}条，失败${receivers.length - sent}条，原因见消息中心` });
};
