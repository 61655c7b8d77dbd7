// The header's project selector (spec 000 §2.3, §7).
import { getAction } from '@/api/http';
import type { AuthProject } from '@/api/types';

export async function requestAuthorisedProjects(): Promise<AuthProject[]> {
  const answer = await getAction('/sys/authprojectlist');
  return answer.result ?? [];
}

export async function requestSetProject(projectId: string): Promise<void> {
  await getAction('/sys/setprojectlist', { query: { projectId } });
}
