import type { RuleObject } from 'antd/es/form';
import { describe, expect, it } from 'vitest';
import { DepartFormText, detailsRules, modalRules } from './depart-form-rules';
import { orgCategoryChoices } from './org-category';

async function problemOf(rules: readonly unknown[], value: unknown): Promise<string | null> {
  for (const rule of rules as RuleObject[]) {
    if (!rule.validator) continue;
    try {
      await rule.validator(rule, value, () => undefined);
    } catch (error) {
      return (error as Error).message;
    }
  }
  return null;
}

describe('department form rules', () => {
  it.each([
    { value: '', details: null, modal: null },
    { value: undefined, details: null, modal: null },
    { value: '13812345678', details: null, modal: null },
    { value: '17012345678', details: null, modal: null },
    { value: '14712345678', details: null, modal: null },
    { value: '19912345678', details: DepartFormText.mobileInvalid, modal: null },
    { value: '16612345678', details: DepartFormText.mobileInvalid, modal: null },
    { value: '14012345678', details: null, modal: DepartFormText.modalMobileInvalid },
    { value: '1381234567', details: DepartFormText.mobileInvalid, modal: DepartFormText.modalMobileInvalid },
    { value: 'abc', details: DepartFormText.mobileInvalid, modal: DepartFormText.modalMobileInvalid },
  ])('phone $value: details form → $details, add modal → $modal', async ({ value, details, modal }) => {
    expect(await problemOf(detailsRules.mobile, value)).toBe(details);
    expect(await problemOf(modalRules.mobile, value)).toBe(modal);
  });

  it('requires the name and the category with upstream\'s messages', () => {
    expect(detailsRules.departName).toEqual([{ required: true, message: '请输入机构/部门名称!' }]);
    expect(modalRules.orgCategory).toEqual([{ required: true, message: '请输入机构类型!' }]);
    expect(detailsRules.orgCode).toEqual([{ required: true, message: '请输入机构编码!' }]);
  });

  it.each([
    { topLevel: true, current: undefined, choices: ['1'] },
    { topLevel: false, current: '2', choices: ['2', '3'] },
    { topLevel: false, current: '4', choices: ['4'] },
  ])('a company offers 公司 only, below it 部门 / 岗位, a project stays one (top $topLevel, $current)', ({ topLevel, current, choices }) => {
    expect(orgCategoryChoices(topLevel, current)).toEqual(choices);
  });
});
