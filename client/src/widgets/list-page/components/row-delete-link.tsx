// The 删除 link of a row's 操作 column, confirmed with 确定删除吗?. The antd Popconfirm is mounted only when the link
// is first clicked, opening at once (see row-more-dropdown.tsx); from then on it is antd's as before.
import { Popconfirm } from 'antd';
import { useState } from 'react';
import { ListText } from '../model/list-messages';
import { RowLink } from './row-actions';

interface RowDeleteLinkProps {
  onConfirm: () => Promise<unknown> | void;
  title?: string;
  label?: string;
  /** The red link (antd's `type="danger"`), the default; false for a plain one. */
  danger?: boolean;
}

export function RowDeleteLink({ onConfirm, title = ListText.rowDeleteConfirm, label = '删除', danger = true }: RowDeleteLinkProps) {
  const [mounted, setMounted] = useState(false);
  if (!mounted) {
    return (
      <RowLink danger={danger} onClick={() => setMounted(true)}>
        {label}
      </RowLink>
    );
  }
  return (
    <Popconfirm title={title} onConfirm={onConfirm} defaultOpen>
      <RowLink danger={danger}>{label}</RowLink>
    </Popconfirm>
  );
}
