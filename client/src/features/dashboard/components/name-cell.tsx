// A table's name: one line cut with an ellipsis by its cell, the full name in antd's Tooltip. The Tooltip (its
// trigger, portal holder and observers) is mounted on the first hover or focus and opens at once: a page of rows
// mounts plain spans, not a tooltip per name.
import { Tooltip } from 'antd';
import { useState } from 'react';

export function NameCell({ name }: { name: string | null | undefined }) {
  // null until first hovered or focused: the tooltip is not mounted.
  const [open, setOpen] = useState<boolean | null>(null);
  if (open === null) {
    return (
      <span data-table-name onMouseEnter={() => setOpen(true)} onFocus={() => setOpen(true)}>
        {name}
      </span>
    );
  }
  return (
    <Tooltip placement="topLeft" title={name} open={open} onOpenChange={setOpen}>
      <span data-table-name>{name}</span>
    </Tooltip>
  );
}
