// The list helper's texts (001 §5, §8; upstream's JeecgListMixin).

export const ListText = {
  selectOne: '请选择一条记录！',
  deleteConfirmTitle: '确认删除',
  batchDeleteConfirm: '是否删除选中数据?',
  rowDeleteConfirm: '确定删除吗?',
  realDeleteConfirm: '确定彻底删除吗?',
  recoverConfirm: '确定取回吗?',
  deleted: '删除成功!',
  recovered: '还原成功',
  defaultExportName: '导出文件',
} as const;

export type ListAction = 'delete' | 'deleteBatch' | 'recover' | 'recoverBatch' | 'list';

/** The error for a screen that offers an action without its address (B-LIST-13). */
export function missingActionText(action: ListAction): string {
  return `请设置url.${action}属性!`;
}
