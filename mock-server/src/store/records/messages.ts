// 消息 (sys_sms_template, sys_sms) as the store keeps them.
import type { Stored } from '../../lib/schema.js';

/** 消息模板 (upstream SysMessageTemplate). */
export type MessageTemplateRecord = Required<Stored<'SysMessageTemplate'>>;

/** 消息 (upstream SysMessage): one message to one receiver, with its attempts. */
export type MessageRecord = Required<Stored<'SysMessage'>>;
