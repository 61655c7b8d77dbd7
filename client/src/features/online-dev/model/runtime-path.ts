// 功能测试 opens a definition's runtime list as upstream's designer does: the tree list for a tree form, the ERP list
// for the erp theme, else the plain list.
import type { OnlineHead } from '../api/cgform-design-api';

export function runtimePathOf(head: Pick<OnlineHead, 'id' | 'isTree' | 'themeTemplate'>): string {
  if (head.themeTemplate === 'erp') return `/online/cgformErpList/${head.id}`;
  if (head.isTree === 'Y') return `/online/cgformTreeList/${head.id}`;
  return `/online/cgformList/${head.id}`;
}
