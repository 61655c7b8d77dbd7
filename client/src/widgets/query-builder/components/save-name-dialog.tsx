// The prompt asking for a saved query's name (B-QUERY-07).
import { Input, Modal } from 'antd';
import { useState } from 'react';
import { QueryText } from '../model/condition-rules';

export function SaveNameDialog({ onSave, onCancel }: { onSave: (name: string) => void; onCancel: () => void }) {
  const [name, setName] = useState('');
  return (
    <Modal open title={QueryText.saveName} width={400} onOk={() => onSave(name)} onCancel={onCancel} destroyOnHidden>
      <Input autoFocus value={name} onChange={(event) => setName(event.target.value)} onPressEnter={() => onSave(name)} placeholder={QueryText.saveName} aria-label={QueryText.saveName} />
    </Modal>
  );
}
