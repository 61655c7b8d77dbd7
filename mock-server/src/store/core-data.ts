// The core tables every domain reads (users, roles, departments, dictionaries, permissions, projects, the roster).
// Types only, below the store and its seeds, so seeds can name them without importing the store.
import type { ProjectRecord } from '../fixtures/dashboard.js';
import type { EmployeeRow } from '../fixtures/hr.js';
import type { UserFixture } from '../fixtures/users.js';
import type { Schema, Stored } from '../lib/schema.js';
import type { PermissionRow } from './permissions.js';

/**
 * 用户 (sys_user) as the store keeps it: the fixture's columns and the rest of SysUser's; orgCode and createTime are
 * always set, departIds is a list (comma-joined in SysUser).
 */
export interface UserRecord
  extends UserFixture,
    Pick<Required<Stored<'SysUser'>>, 'avatar' | 'birthday' | 'telephone' | 'post' | 'userIdentity' | 'createBy' | 'updateBy' | 'updateTime'> {
  /** The department the user works in now (upstream sys_user.org_code). */
  orgCode: string;
  /** The departments a 上级 leads (upstream sys_user.depart_ids, comma-joined in SysUser); absent in data persisted before it existed. */
  departIds?: string[];
  birthday: string | null;
  createTime: string;
}

/** 字典项 (sys_dict_item), kept inside its dictionary (so without `dictId`). */
export type DictItemRecord = Omit<Required<Stored<'SysDictItem'>>, 'dictId'>;

/** 数据字典 (sys_dict) with its items (sys_dict_item). A deleted dictionary waits in the recycle bin (`delFlag` 1). */
export interface DictRecord extends Required<Stored<'SysDict'>> {
  items: DictItemRecord[];
}

/** 角色 (sys_role). Users hold role codes (`UserRecord.roleCodes`); permission rows list the codes holding them. */
export type RoleRecord = Required<Stored<'SysRole'>>;

export interface CoreData {
  users: UserRecord[];
  roles: RoleRecord[];
  departs: Schema<'SysDepart'>[];
  dicts: DictRecord[];
  permissions: PermissionRow[];
  projects: ProjectRecord[];
  /** 员工花名册: generated and maintained by the hr domain (store/seed/hr.ts), read by the dashboard figures. */
  employees: EmployeeRow[];
}
