// A row's link whose action is confirmed in an antd Popconfirm (删除, 发布, 强退...). The Popconfirm is mounted only
// when the link is first clicked, opening at once: a page of rows mounts links, not popconfirms (their trigger,
// portal holder and observers). The mount comes after the click has ended on the plain link, so no press and
// release are split between two elements; from then on it is antd's Popconfirm as before.
import { Popconfirm } from 'antd';
import { useState, type ReactNode } from 'react';
import { RowLink } from './row-actions';

export interface RowConfirmLinkProps {
  title: ReactNode;
  onConfirm: () => Promise<unknown> | void;
  children: ReactNode;
  /** The red link (antd's `type="danger"`). */
  danger?: boolean;
}

export function RowConfirmLink({ title, onConfirm, children, danger = false }: RowConfirmLinkProps) {
  const [mounted, setMounted] = useState(false);
  if (!mounted) {
    return (
      <RowLink danger={danger} onClick={() => setMounted(true)}>
        {children}
      </RowLink>
    );
  }
  return (
    <Popconfirm title={title} onConfirm={onConfirm} defaultOpen>
      <RowLink danger={danger}>{children}</RowLink>
    </Popconfirm>
  );
}
