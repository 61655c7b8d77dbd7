// The 删除 link of a row's 操作 column, confirmed with 确定删除吗? (its Popconfirm mounted on the first click, see
// row-confirm-link.tsx).
import { ListText } from '../model/list-messages';
import { RowConfirmLink } from './row-confirm-link';

interface RowDeleteLinkProps {
  onConfirm: () => Promise<unknown> | void;
  title?: string;
  label?: string;
  /** The red link (antd's `type="danger"`), the default; false for a plain one. */
  danger?: boolean;
}

export function RowDeleteLink({ onConfirm, title = ListText.rowDeleteConfirm, label = '删除', danger = true }: RowDeleteLinkProps) {
  return (
    <RowConfirmLink title={title} onConfirm={onConfirm} danger={danger}>
      {label}
    </RowConfirmLink>
  );
}
