// 导出 in a backup's row: the backup's roster downloaded as <backup name>.xlsx.
import { App } from 'antd';
import { RowLink } from '@/widgets/list-page';
import { exportBackup, type RosterBackup } from '../api/backup-api';

export function BackupExportLink({ backup }: { backup: RosterBackup }) {
  const { message } = App.useApp();
  const download = async () => {
    const refusal = await exportBackup(backup).catch(() => null);
    if (refusal) message.warning(refusal);
  };
  return <RowLink onClick={() => void download()}>导出</RowLink>;
}
