// 机构类别 (dict org_category) as the forms offer it: a top-level company is 公司 only, below it 部门 or 岗位, as
// upstream; the fork's projects (4) keep their category.
export const ORG_CATEGORY_TEXT: Record<string, string> = { '1': '公司', '2': '部门', '3': '岗位', '4': '项目' };

export function orgCategoryChoices(isTopLevel: boolean, current?: string): string[] {
  if (isTopLevel) return ['1'];
  return current === '4' ? ['4'] : ['2', '3'];
}
