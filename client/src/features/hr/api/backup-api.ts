// 花名册备份's own calls beside the kit's list, backup and delete: restore the roster from a backup, export one.
import { downloadFile, putAction, saveBlob } from '@/api/http';
import type { Schema } from '@/api/types';
import { refusalOf } from '@/widgets/list-page';

export type RosterBackup = Schema<'HrBackup'>;

/** Puts the roster back to the backup; resolves with the server's message (恢复成功！共恢复N名员工). */
export async function restoreBackup(id: string): Promise<string> {
  return (await putAction('/mis/employee/backup/restore', { query: { id } } as never)).message;
}

/** Downloads one backup's roster as <backup name>.xlsx; resolves with the server's refusal, or null when saved. */
export async function exportBackup(backup: Pick<RosterBackup, 'id' | 'backupName'>): Promise<string | null> {
  const blob = await downloadFile('/mis/employee/backup/exportXls', { id: backup.id });
  if (!blob) return null;
  const refusal = await refusalOf(blob);
  if (!refusal) saveBlob(blob, `${backup.backupName}.xlsx`);
  return refusal;
}
