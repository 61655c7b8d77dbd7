// The department forms' rules, worded as upstream's DepartList / DepartModal word them.
import type { Rule } from 'antd/es/form';

export const DepartFormText = {
  nameRequired: '请输入机构/部门名称!',
  codeRequired: '请输入机构编码!',
  categoryRequired: '请输入机构类型!',
  /** The details form (upstream's shared rule mobile2). */
  mobileInvalid: '请输入正确手机号',
  /** The add modal (upstream DepartModal's own validateMobile). */
  modalMobileInvalid: '您的手机号码格式不正确!',
} as const;

/** upstream rules.js validateMobile */
const DETAILS_MOBILE = /^1(3|4|5|7|8)\d{9}$/;
/** upstream DepartModal.validateMobile */
const MODAL_MOBILE = /^1([38][0-9]|4[579]|5[0-35-9]|6[6]|7[0135678]|9[89])\d{8}$/;

function mobileRule(pattern: RegExp, message: string): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      if (value === undefined || value === null || value === '') return;
      if (!pattern.test(String(value))) throw new Error(message);
    },
  };
}

export const detailsRules = {
  departName: [{ required: true, message: DepartFormText.nameRequired }],
  orgCode: [{ required: true, message: DepartFormText.codeRequired }],
  orgCategory: [{ required: true, message: DepartFormText.categoryRequired }],
  mobile: [mobileRule(DETAILS_MOBILE, DepartFormText.mobileInvalid)],
} satisfies Record<string, Rule[]>;

export const modalRules = {
  departName: [{ required: true, message: DepartFormText.nameRequired }],
  orgCategory: [{ required: true, message: DepartFormText.categoryRequired }],
  mobile: [mobileRule(MODAL_MOBILE, DepartFormText.modalMobileInvalid)],
} satisfies Record<string, Rule[]>;
