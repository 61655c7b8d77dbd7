// Which layout an online form's list takes, from the menu component that opened it (upstream's variants): the plain
// and tab lists edit the sub-tables in the form's tabs; the inner table expands each row into its sub rows; the ERP
// list shows the chosen row's sub-tables below the list.
export type OnlineListLayout = 'normal' | 'tab' | 'innerTable' | 'erp';

const LAYOUTS: ReadonlyArray<readonly [RegExp, OnlineListLayout]> = [
  [/\/erp\/OnlCgformErpList$/, 'erp'],
  [/\/innerTable\/OnlCgformInnerTableList$/, 'innerTable'],
  [/\/tab\/OnlCgformTabList$/, 'tab'],
];

export function listLayoutOf(component: string | undefined): OnlineListLayout {
  const name = (component ?? '').trim().replace(/\.vue$/, '');
  return LAYOUTS.find(([pattern]) => pattern.test(name))?.[1] ?? 'normal';
}
