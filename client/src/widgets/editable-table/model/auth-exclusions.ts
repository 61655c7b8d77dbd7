// Permissions of 001 §6 (B-GRID-44, 45): the codes under a page's permission prefix (authPre, ending in a colon)
// that the user may not use; columns and the add / batch_delete buttons with those codes are hidden.
import { isActionAllowed, splitActions, type PermissionLists } from '@/widgets/access';

export function excludedCodes(authPre: string | undefined, lists: PermissionLists): Set<string> {
  const excluded = new Set<string>();
  if (!authPre) return excluded;
  const prefix = authPre.endsWith(':') ? authPre : `${authPre}:`;
  for (const entry of lists.all) {
    for (const action of splitActions(entry.action)) {
      if (action.startsWith(prefix) && !isActionAllowed(action, lists)) excluded.add(action.slice(prefix.length));
    }
  }
  return excluded;
}
