// 自定义按钮 of an online form (onl_cgform_button): each button declares its action (a link, an API path, another
// form); no script is ever stored.
import { idList } from '../../crud/rows.js';
import { BAD_IDS, NO_ENTITY, success } from '../../entity/answers.js';
import { fail, ok } from '../../envelope.js';
import { randomId } from '../../lib/ids.js';
import type { Schema } from '../../lib/schema.js';
import type { Store } from '../../store/store.js';
import type { OnlineButtonRecord, OnlineFormRecord } from '../../store/records/online-dev.js';
import type { Handler } from '../../types.js';
import { onlineForms } from '../../entities/online-dev.js';
import { formOf } from './design-records.js';

const CODE_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,49}$/;
const API_PATH_PATTERN = /^\/[A-Za-z0-9_\-/{}.]+$/;
const LINK_PATTERN = /^(https?:\/\/|\/)/;

function buttonProblem(store: Store, form: OnlineFormRecord, button: OnlineButtonRecord): string | null {
  if (button.buttonCode === '') return '按钮编码不能为空';
  if (!CODE_PATTERN.test(button.buttonCode)) return `按钮编码「${button.buttonCode}」格式不正确：须以字母开头，只含字母、数字和下划线`;
  if (form.buttons.some((other) => other.buttonCode === button.buttonCode && other.id !== button.id)) return `按钮编码「${button.buttonCode}」已存在`;
  if (button.buttonName === '') return '按钮名称不能为空';
  const target = button.actionTarget;
  if (button.actionType === 'api' && (!API_PATH_PATTERN.test(target) || target.includes('..'))) return `接口地址「${target}」格式不正确：须是以 / 开头的接口路径`;
  if (button.actionType === 'form' && !formOf(store, target)) return `表单「${target}」不存在`;
  if (button.actionType === 'link' && !LINK_PATTERN.test(target)) return '链接须以 http://、https:// 或 / 开头';
  return null;
}

function buttonFrom(form: Schema<'OnlineButtonForm'>, stored?: OnlineButtonRecord, order = 0): OnlineButtonRecord {
  return {
    id: stored?.id ?? randomId(),
    buttonCode: form.buttonCode.trim(),
    buttonName: form.buttonName.trim(),
    buttonIcon: form.buttonIcon ?? stored?.buttonIcon ?? '',
    buttonStyle: form.buttonStyle ?? stored?.buttonStyle ?? 'button',
    optPosition: form.optPosition ?? stored?.optPosition ?? 'toolbar',
    orderNum: form.orderNum ?? stored?.orderNum ?? order,
    buttonStatus: form.buttonStatus ?? stored?.buttonStatus ?? '1',
    actionType: form.actionType,
    actionTarget: form.actionTarget.trim(),
  };
}

const ownerOf = (store: Store, buttonId: string | undefined) => onlineForms.all(store).find((form) => form.buttons.some((button) => button.id === buttonId));

export const onlineCgformButtonList: Handler<'onlineCgformButtonList'> = ({ params }, { store }) => {
  const form = formOf(store, params.code);
  const buttons = form ? [...form.buttons].sort((a, b) => a.orderNum - b.orderNum).map(({ sets: _sets, ...button }) => ({ ...button, cgformHeadId: form.id })) : [];
  return ok(buttons, { code: 0 });
};

export const onlineCgformButtonAdd: Handler<'onlineCgformButtonAdd'> = ({ body }, { store }) => {
  const form = formOf(store, body.cgformHeadId);
  if (!form) return fail(NO_ENTITY);
  const button = buttonFrom(body, undefined, form.buttons.length + 1);
  const problem = buttonProblem(store, form, button);
  if (problem) return fail(problem);
  form.buttons.push(button);
  return success('添加成功！');
};

export const onlineCgformButtonEdit: Handler<'onlineCgformButtonEdit'> = ({ body }, { store }) => {
  const form = ownerOf(store, body.id);
  const stored = form?.buttons.find((button) => button.id === body.id);
  if (!form || !stored) return fail(NO_ENTITY);
  const button = buttonFrom(body, stored);
  const problem = buttonProblem(store, form, button);
  if (problem) return fail(problem);
  Object.assign(stored, button);
  return success('编辑成功!');
};

function removeButtons(store: Store, ids: string[]): void {
  for (const form of onlineForms.all(store)) form.buttons = form.buttons.filter((button) => !ids.includes(button.id));
}

export const onlineCgformButtonDelete: Handler<'onlineCgformButtonDelete'> = ({ query }, { store }) => {
  removeButtons(store, [query.id]);
  return success('删除成功!');
};

export const onlineCgformButtonDeleteBatch: Handler<'onlineCgformButtonDeleteBatch'> = ({ query }, { store }) => {
  const ids = idList(query.ids);
  if (ids.length === 0) return fail(BAD_IDS);
  removeButtons(store, ids);
  return success('删除成功!');
};
