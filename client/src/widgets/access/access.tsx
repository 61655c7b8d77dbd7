import type { ReactNode } from 'react';
import type { AuthEntry } from '@/api/types';
import type { PermissionRequirement } from './permission-rules';
import { useAccess } from './use-access';

interface AccessProps {
  require: PermissionRequirement;
  /** A form's own permission list, which replaces the session lists (001 §6). */
  formPermissionList?: readonly AuthEntry[];
  /** Rendered instead of the children when the requirement is not met; nothing by default. */
  fallback?: ReactNode;
  children: ReactNode;
}

/** Shows its children only when the user meets the requirement: the has-permission directive of 001 §6. */
export function Access({ require, formPermissionList, fallback = null, children }: AccessProps) {
  const { can } = useAccess();
  return <>{can(require, formPermissionList) ? children : fallback}</>;
}
