import { useContext, useMemo } from 'react';
import type { AuthEntry } from '@/api/types';
import { AccessContext } from './access-context';
import { hasPermission, isDisabledByRule, userHolds, type PermissionRequirement } from './permission-rules';

export interface Access {
  /** Whether an element guarded by `requirement` shows (000 §6, 001 §6). */
  can: (requirement: PermissionRequirement, formPermissionList?: readonly AuthEntry[]) => boolean;
  /** Whether a field or button is disabled by an active disable rule (type "2"). */
  isDisabled: (action: string) => boolean;
  /** Whether the user's own list holds the action, ignoring the default list. */
  holds: (action: string) => boolean;
}

export function useAccess(): Access {
  const lists = useContext(AccessContext);
  return useMemo(
    () => ({
      can: (requirement, formPermissionList) => hasPermission(requirement, lists, formPermissionList),
      isDisabled: (action) => isDisabledByRule(action, lists),
      holds: (action) => userHolds(action, lists),
    }),
    [lists],
  );
}
