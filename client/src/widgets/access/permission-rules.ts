// The button-permission rules of spec 000 §6 and 001 §6 as pure functions over the two stored lists:
// the user's list (`auth`) and the default list with each rule's status (`allAuth`). decisions #5: entries of
// type "2" are disable rules; the has-permission check only looks at the other entries.
import type { AllAuthEntry, AuthEntry } from '@/api/types';

/** A string (one action), an array (any of them), or an object with type some (any) or every (all). */
export type PermissionRequirement =
  | string
  | readonly string[]
  | { readonly type: 'some' | 'every'; readonly value: readonly string[] };

export interface PermissionLists {
  /** The user's button permissions. */
  user: readonly AuthEntry[];
  /** Every button permission with its status: "1" enabled, "0" disabled. */
  all: readonly AllAuthEntry[];
}

export const DISABLE_RULE_TYPE = '2';

function isShowRule(entry: { type: string }): boolean {
  return entry.type !== DISABLE_RULE_TYPE;
}

/** `action` may hold several codes separated by commas. */
export function splitActions(action: string): string[] {
  return action
    .split(',')
    .map((code) => code.trim())
    .filter(Boolean);
}

function actionsOf(entries: readonly { action: string }[]): Set<string> {
  return new Set(entries.flatMap((entry) => splitActions(entry.action)));
}

/**
 * One action against the session lists:
 * - allowed if the user's list holds it;
 * - otherwise, if the status list does not include it, the element shows;
 * - denied when the default list has it disabled (status "0");
 * - allowed when the default list has it enabled (status "1") and the user has no override, that is no button
 *   permissions of their own (a user with a list of their own is judged by that list alone).
 */
export function isActionAllowed(action: string, lists: PermissionLists): boolean {
  const userActions = actionsOf(lists.user.filter(isShowRule));
  if (userActions.has(action)) return true;
  const rules = lists.all.filter((entry) => isShowRule(entry) && splitActions(entry.action).includes(action));
  if (rules.length === 0) return true;
  if (rules.some((rule) => rule.status === '0')) return false;
  return userActions.size === 0;
}

/** A form's own permission list (workflow forms) replaces the session lists when it has show rules. */
function formActionCheck(formPermissionList: readonly AuthEntry[] | undefined): ((action: string) => boolean) | null {
  const showRules = (formPermissionList ?? []).filter(isShowRule);
  if (showRules.length === 0) return null;
  const held = actionsOf(showRules);
  return (action) => held.has(action);
}

export function meetsRequirement(requirement: PermissionRequirement, allows: (action: string) => boolean): boolean {
  if (typeof requirement === 'string') return allows(requirement);
  if ('type' in requirement && !Array.isArray(requirement)) {
    const { type, value } = requirement as { type: 'some' | 'every'; value: readonly string[] };
    return type === 'every' ? value.every(allows) : value.some(allows);
  }
  return (requirement as readonly string[]).some(allows);
}

export function hasPermission(
  requirement: PermissionRequirement,
  lists: PermissionLists,
  formPermissionList?: readonly AuthEntry[],
): boolean {
  const allows = formActionCheck(formPermissionList) ?? ((action: string) => isActionAllowed(action, lists));
  return meetsRequirement(requirement, allows);
}

/** The user's own list (entries not of type "2") holds the action; e.g. role:clear:cache (000 §6). */
export function userHolds(action: string, lists: PermissionLists): boolean {
  return actionsOf(lists.user.filter(isShowRule)).has(action);
}

/**
 * Disable rules (type "2"): a field or button is disabled while an enabled rule (status "1") names it and the
 * user's own disable-type entries do not.
 */
export function isDisabledByRule(action: string, lists: PermissionLists): boolean {
  const activeRule = lists.all.some(
    (entry) => entry.type === DISABLE_RULE_TYPE && entry.status === '1' && splitActions(entry.action).includes(action),
  );
  if (!activeRule) return false;
  return !actionsOf(lists.user.filter((entry) => entry.type === DISABLE_RULE_TYPE)).has(action);
}
