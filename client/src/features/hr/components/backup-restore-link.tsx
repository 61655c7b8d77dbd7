// 恢复 in a backup's row: confirmed with what it replaces; the roster and its recycle bin reload after it.
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { RowConfirmLink } from '@/widgets/list-page';
import { useResourceReload } from '@/widgets/resource';
import { restoreBackup, type RosterBackup } from '../api/backup-api';
import { rosterBackupResource } from '../model/roster-backup-resource';

export function BackupRestoreLink({ backup }: { backup: RosterBackup }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const reload = useResourceReload(rosterBackupResource);
  const restore = async () => {
    try {
      message.success((await restoreBackup(backup.id)) || '恢复成功');
    } catch {
      return; // The HTTP layer has shown the server's message.
    }
    // The roster and its recycle bin changed under their lists.
    await Promise.all([reload(), queryClient.invalidateQueries({ queryKey: ['roster'] }), queryClient.invalidateQueries({ queryKey: ['roster-recycle'] })]);
  };
  return (
    <RowConfirmLink
      title={`确定用备份「${backup.backupName}」恢复花名册吗？花名册将回到备份时的 ${backup.employeeCount} 名员工，备份中没有的员工移入花名册回收站。`}
      onConfirm={restore}
    >
      恢复
    </RowConfirmLink>
  );
}
