// /mis/employee/backup (menu component mis/employee/BackupList): 花名册备份.
import { ResourceList } from '@/widgets/resource';
import type { RosterBackup } from '../api/backup-api';
import { BackupExportLink } from '../components/backup-export-link';
import { BackupRestoreLink } from '../components/backup-restore-link';
import { rosterBackupResource } from '../model/roster-backup-resource';

// Separate items, so the 操作 column divides them like its own links.
const backupLinks = (backup: RosterBackup) => [<BackupRestoreLink key="restore" backup={backup} />, <BackupExportLink key="export" backup={backup} />];

export function RosterBackupPage() {
  return <ResourceList resource={rosterBackupResource} rowActions={backupLinks} />;
}
