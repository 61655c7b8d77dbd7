// 消息's tables on the entity kit (sys_sms_template, sys_sms): their query fields and the lists' defaults.
import { defineEntity } from '../entity/entity.js';
import type { EntityFields } from '../query/field-types.js';

const AUDIT = {
  createBy: { type: 'string' },
  createTime: { type: 'datetime' },
  updateBy: { type: 'string' },
  updateTime: { type: 'datetime' },
} satisfies EntityFields;

export const TEMPLATE_FIELDS = {
  id: { type: 'string' },
  templateCode: { type: 'string' },
  templateName: { type: 'string' },
  templateContent: { type: 'string' },
  templateTestJson: { type: 'string' },
  templateType: { type: 'string', dict: 'msgType' },
  useStatus: { type: 'string', dict: 'msg_use_status' },
  ...AUDIT,
} satisfies EntityFields;

export const MESSAGE_FIELDS = {
  id: { type: 'string' },
  esTitle: { type: 'string' },
  esContent: { type: 'string' },
  esParam: { type: 'string' },
  esReceiver: { type: 'string' },
  esSendTime: { type: 'datetime' },
  esSendStatus: { type: 'string', dict: 'msgSendStatus' },
  esSendNum: { type: 'number' },
  esResult: { type: 'string' },
  esType: { type: 'string', dict: 'msgType' },
  remark: { type: 'string' },
  ...AUDIT,
} satisfies EntityFields;

const LIST = { defaultSort: { column: 'createTime', order: 'desc' } as const, code: 200 as const };

export const messageTemplates = defineEntity({ table: (data) => data.messageTemplates, fields: TEMPLATE_FIELDS, list: LIST });
export const messages = defineEntity({ table: (data) => data.messages, fields: MESSAGE_FIELDS, list: LIST });
