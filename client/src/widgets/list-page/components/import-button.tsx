// 导入 opening the import modal.
import { ImportOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import type { ImportFlags } from '../model/import-answer';
import { ImportModal } from './import-modal';

export function ImportButton({ url, flags, onImported, label = '导入' }: { url: string; flags?: ImportFlags; onImported: () => void; label?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<ImportOutlined />} onClick={() => setOpen(true)} data-testid="list-import">
        {label}
      </Button>
      <ImportModal open={open} url={url} flags={flags} onClose={() => setOpen(false)} onImported={onImported} />
    </>
  );
}
