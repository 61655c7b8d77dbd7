// 用户 (sys_user) as the store keeps it. Types only: fixtures, seeds, the store and the layers above name them.
import type { Stored } from '../../lib/schema.js';

/**
 * 用户 (sys_user) as the store keeps it: the document's SysUser columns, the login password, and the role and
 * department codes as lists (SysUser serialises roleCodes comma-joined and has no orgCodes). orgCode and createTime
 * are always set; departIds is a list (comma-joined in SysUser).
 */
export interface UserRecord
  extends Pick<
    Required<Stored<'SysUser'>>,
    | 'id'
    | 'username'
    | 'realname'
    | 'phone'
    | 'email'
    | 'workNo'
    | 'sex'
    | 'status'
    | 'delFlag'
    | 'avatar'
    | 'birthday'
    | 'telephone'
    | 'post'
    | 'userIdentity'
    | 'createBy'
    | 'updateBy'
    | 'updateTime'
  > {
  password: string;
  roleCodes: string[];
  orgCodes: string[];
  /** The department the user works in now (upstream sys_user.org_code). */
  orgCode: string;
  /** The departments a 上级 leads (upstream sys_user.depart_ids, comma-joined in SysUser); absent in data persisted before it existed. */
  departIds?: string[];
  /** yyyy-MM-dd */
  birthday: string | null;
  createTime: string;
}
