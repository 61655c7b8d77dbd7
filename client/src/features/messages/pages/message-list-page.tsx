// 消息 (消息中心, menu component modules/message/SysMessageList): the messages sent, searched by title, receiver,
// channel, status and time; 重发 on one not yet delivered (permission msg:message:resend), then the list reloads.
import { App } from 'antd';
import { useAccess } from '@/widgets/access';
import { RowConfirmLink } from '@/widgets/list-page';
import { ResourceList, useResourceReload } from '@/widgets/resource';
import { resendMessage, type Message } from '../api/messages-api';
import { canResend, messageResource } from '../model/message-resource';

function ResendLink({ row }: { row: Message }) {
  const { message } = App.useApp();
  const reload = useResourceReload(messageResource);
  const resend = async () => {
    message.success(await resendMessage(row.id));
    await reload();
  };
  return (
    <RowConfirmLink title="确定重发该消息吗?" onConfirm={resend}>
      重发
    </RowConfirmLink>
  );
}

export function MessageListPage() {
  const { can } = useAccess();
  return <ResourceList resource={messageResource} rowActions={(row) => (can('msg:message:resend') && canResend(row) ? <ResendLink row={row} /> : null)} />;
}
