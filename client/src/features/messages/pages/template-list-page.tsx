// 消息模板 (menu component modules/message/SysMessageTemplateList): search, add / edit, delete, export, import, and
// 发送 on an enabled template (permission msg:template:send), which opens the send dialog.
import { useState } from 'react';
import { useAccess } from '@/widgets/access';
import { RowLink } from '@/widgets/list-page';
import { ResourceList } from '@/widgets/resource';
import type { MessageTemplate } from '../api/messages-api';
import { SendDialog } from '../components/send-dialog';
import { templateResource } from '../model/template-resource';

export function TemplateListPage() {
  const { can } = useAccess();
  const [sending, setSending] = useState<MessageTemplate | null>(null);
  return (
    <ResourceList resource={templateResource} rowActions={(row) => (can('msg:template:send') && row.useStatus !== '0' ? <RowLink onClick={() => setSending(row)}>发送</RowLink> : null)}>
      {sending && <SendDialog template={sending} onClose={() => setSending(null)} />}
    </ResourceList>
  );
}
