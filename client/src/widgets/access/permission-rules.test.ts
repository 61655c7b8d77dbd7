import { describe, expect, it } from 'vitest';
import type { AllAuthEntry, AuthEntry } from '@/api/types';
import {
  hasPermission,
  isDisabledByRule,
  splitActions,
  userHolds,
  type PermissionLists,
  type PermissionRequirement,
} from './permission-rules';

const show = (action: string): AuthEntry => ({ action, type: '1' });
const disableType = (action: string): AuthEntry => ({ action, type: '2' });
const rule = (action: string, status: '0' | '1', type: '1' | '2' = '1'): AllAuthEntry => ({ action, status, type });

/** A user holding user:add and user:edit (one comma-separated entry), in a system with these rules. */
const staff: PermissionLists = {
  user: [show('user:add'), show('user:edit,user:form:birthday'), disableType('user:delete')],
  all: [
    rule('user:add', '1'),
    rule('user:edit', '1'),
    rule('user:delete', '1'),
    rule('user:export', '0'),
    rule('bigscreen/Screen', '1'),
    rule('user:form:phone', '1', '2'),
  ],
};

/** A user without button permissions of their own: the default list decides. */
const newcomer: PermissionLists = { user: [], all: staff.all };

// One row per sentence of 000 §6 / 001 §6: [requirement id and sentence, requirement, lists, shows?].
const rows: Array<[string, PermissionRequirement, PermissionLists, boolean]> = [
  ['B-PERM-01 hides an element unless the user holds a required action', 'user:delete', staff, false],
  ['B-PERM-09 allowed when the user list holds the action', 'user:add', staff, true],
  ['B-PERM-04 a comma-separated entry grants each of its actions (first)', 'user:edit', staff, true],
  ['B-PERM-04 a comma-separated entry grants each of its actions (second)', 'user:form:birthday', staff, true],
  ['B-PERM-03 entries of type 2 are not show permissions', 'user:delete', staff, false],
  ['B-PERM-10 enabled in the default list and the user has no override: allowed', 'user:delete', newcomer, true],
  ['B-PERM-10 enabled in the default list but the user has a list of their own: denied', 'bigscreen/Screen', staff, false],
  ['B-PERM-11 disabled in the default list (status 0): denied', 'user:export', newcomer, false],
  ['B-PERM-11 disabled in the default list and not held: denied for a user with a list too', 'user:export', staff, false],
  ['B-PERM-12 an action the status list does not include shows', 'report:print', staff, true],
  ['B-PERM-12 an action the status list does not include shows (no own list)', 'report:print', newcomer, true],
  ['B-PERM-05 a string requirement', 'user:add', staff, true],
  ['B-PERM-06 an array requirement needs any (one held)', ['user:delete', 'user:add'], staff, true],
  ['B-PERM-06 an array requirement needs any (none held)', ['user:delete', 'user:export'], staff, false],
  ['B-PERM-07 type some needs any', { type: 'some', value: ['user:delete', 'user:edit'] }, staff, true],
  ['B-PERM-07 type some with none held', { type: 'some', value: ['user:delete', 'user:export'] }, staff, false],
  ['B-PERM-08 type every needs all (all held)', { type: 'every', value: ['user:add', 'user:edit'] }, staff, true],
  ['B-PERM-08 type every needs all (one missing)', { type: 'every', value: ['user:add', 'user:delete'] }, staff, false],
  ['A-TOPBAR-04 the big-screen button needs bigscreen/Screen (held)', 'bigscreen/Screen', { ...staff, user: [show('bigscreen/Screen')] }, true],
];

describe('has-permission rules (000 §6, 001 §6)', () => {
  it.each(rows)('%s', (_sentence, requirement, lists, expected) => {
    expect(hasPermission(requirement, lists)).toBe(expected);
  });

  it('B-PERM-02 a form permissionList replaces the session lists, excluding type 2', () => {
    const form: AuthEntry[] = [show('flow:approve'), disableType('flow:reject')];
    expect(hasPermission('flow:approve', staff, form)).toBe(true);
    expect(hasPermission('flow:reject', staff, form)).toBe(false);
    // user:add is held in the session lists but the form's list decides
    expect(hasPermission('user:add', staff, form)).toBe(false);
  });

  it('B-PERM-02 a form list with only type 2 entries leaves the decision to the session lists', () => {
    expect(hasPermission('user:add', staff, [disableType('user:add')])).toBe(true);
  });

  it('B-PERM-11 a status list entry with comma-separated actions applies to each', () => {
    const lists: PermissionLists = { user: [], all: [rule('a:x,a:y', '0')] };
    expect(hasPermission('a:y', lists)).toBe(false);
  });

  it('splits comma-separated actions and drops blanks', () => {
    expect(splitActions('a, b,,c')).toEqual(['a', 'b', 'c']);
  });
});

describe('special permissions and disable rules', () => {
  it('A-TOPBAR-11 role:clear:cache counts only from the user list, entries not of type 2', () => {
    const defaultsOnly: PermissionLists = { user: [], all: [rule('role:clear:cache', '1')] };
    expect(userHolds('role:clear:cache', defaultsOnly)).toBe(false);
    expect(userHolds('role:clear:cache', { ...defaultsOnly, user: [disableType('role:clear:cache')] })).toBe(false);
    expect(userHolds('role:clear:cache', { ...defaultsOnly, user: [show('role:clear:cache')] })).toBe(true);
  });

  it('a type 2 rule with status 1 disables the field unless the user holds the disable-type entry', () => {
    expect(isDisabledByRule('user:form:phone', staff)).toBe(true);
    expect(isDisabledByRule('user:form:phone', { ...staff, user: [disableType('user:form:phone')] })).toBe(false);
  });

  it('an inactive type 2 rule (status 0) disables nothing; nor does an unknown action', () => {
    expect(isDisabledByRule('x:y', { user: [], all: [rule('x:y', '0', '2')] })).toBe(false);
    expect(isDisabledByRule('not:ruled', staff)).toBe(false);
  });
});
