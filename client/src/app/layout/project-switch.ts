import { localCache } from '@/shared/storage/expiring-storage';
import { pageReload } from '@/shared/lib/page-reload';
import { StorageKey } from '@/shared/storage/storage-keys';
import { SESSION_LIFETIME_MS } from '../session/session-store';
import { requestSetProject } from './project-api';

export const PROJECT_RELOAD_DELAY_MS = 200;

/** Switches the current project (000 §4): the server call, then the page reloads after 200 ms. */
export async function switchProject(projectId: string): Promise<void> {
  await requestSetProject(projectId);
  localCache.set(StorageKey.projectId, projectId, SESSION_LIFETIME_MS);
  pageReload.after(PROJECT_RELOAD_DELAY_MS);
}
