// 角色 (sys_role) as the store keeps it.
import type { Stored } from '../../lib/schema.js';

/** 角色 (sys_role). Users hold role codes (`UserRecord.roleCodes`); permission rows list the codes holding them. */
export type RoleRecord = Required<Stored<'SysRole'>>;
