// The messages domain's types and the calls beyond the lists' own (the resources' calls): 发送 by template, and 重发
// of a message — upstream has no call of its own for it: a message put back to 未发送 (edit) is what its SendMsgJob
// sends again; the mock sends it at once.
import { postAction, putAction } from '@/api/http';
import type { Schema } from '@/api/types';

export type MessageTemplate = Schema<'SysMessageTemplate'>;
export type Message = Schema<'SysMessage'>;
export type SendForm = Schema<'SysMessageSendForm'>;
export type SendResult = Schema<'SysMessageSendResult'>;

/** Sends the template to the receivers; the server's message (消息发送成功！ or what failed) and the counts. */
export async function sendByTemplate(form: SendForm): Promise<{ message: string; result: SendResult | null }> {
  const answer = await postAction('/sys/message/sysMessageTemplate/sendMsg', { body: form });
  return { message: answer.message, result: answer.result ?? null };
}

/** 重发: the message back to 未发送, which sends it again. */
export async function resendMessage(id: string): Promise<string> {
  return (await putAction('/sys/message/sysMessage/edit', { body: { id, esSendStatus: '0' } })).message;
}
