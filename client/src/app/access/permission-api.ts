// The user's menu and permissions (spec 000 §7), typed by the OpenAPI document.
import { getAction } from '@/api/http';
import { PermissionsNotArrayError } from '@/api/errors';
import type { PermissionResult } from '@/api/types';

export async function requestPermissions(): Promise<PermissionResult> {
  const answer = await getAction('/sys/permission/getUserPermissionByToken');
  const result = answer.result;
  if (!result || !Array.isArray(result.menu) || result.menu.length === 0) throw new PermissionsNotArrayError();
  return result;
}
