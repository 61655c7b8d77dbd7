// 用户管理 (SysUserController): the list with JeecgBoot query semantics, edits, freezing, passwords and the
// department look-up.
import { cachedPage } from '../../crud/cached-page.js';
import { idList, NOT_FOUND, pageOf } from '../../crud/rows.js';
import { fail, ok } from '../../envelope.js';
import type { Store } from '../../store/store.js';
import type { Session } from '../../store/sessions.js';
import type { BodyOf, Handler } from '../../types.js';
import { EMAIL, MOBILE } from '../../lib/contact-formats.js';
import type { UserRecord } from '../../store/records/users.js';
import { userRow, visibleRows } from '../../domain/user-rows.js';
import { departs } from '../../entities/departs.js';
import { roles } from '../../entities/roles.js';
import { USER_FIELDS, USER_SORT, users } from '../../entities/users.js';

export const sysUserList: Handler<'sysUserList'> = ({ query }, { store }) =>
  cachedPage(store, 'sys-user', query, () => pageOf(store, visibleRows(store, query), query, USER_FIELDS, { defaultSort: USER_SORT, reserved: ['departId'], memoAs: 'sys-user' }));

export const sysUserQueryById: Handler<'sysUserQueryById'> = ({ query }, { store }) => {
  const user = users.get(store, query.id);
  return user ? ok(userRow(store, user)) : fail(NOT_FOUND);
};

export type UserForm = BodyOf<'sysUserAdd'>;

/** Checks a form the way the user screen's rules do; returns the first problem in Chinese, or null. */
export function formProblem(store: Store, form: UserForm, editing: UserRecord | null): string | null {
  if (!/^[A-Za-z0-9_]{4,18}$/.test(form.username)) return '用户账号只允许字母、数字、下划线，长度4到18位';
  if (users.all(store).some((u) => u.username === form.username && u.id !== editing?.id)) return '用户账号已存在';
  if (form.phone && !MOBILE.test(form.phone)) return '请输入正确手机号';
  if (form.phone && users.all(store).some((u) => u.phone === form.phone && u.id !== editing?.id)) return '手机号已存在';
  if (form.email && !EMAIL.test(form.email)) return '邮箱格式不正确';
  if (form.workNo && users.all(store).some((u) => u.workNo === form.workNo && u.id !== editing?.id)) return '工号已存在';
  if (!editing && !form.password) return '请输入密码!';
  if (form.password && form.confirmpassword !== undefined && form.password !== form.confirmpassword) return '两次输入的密码不一样！';
  return null;
}

function rolesFrom(store: Store, selected: string | null | undefined, fallback: string[]): string[] {
  if (selected === undefined || selected === null) return fallback;
  return idList(selected)
    .map((id) => roles.all(store).find((r) => r.id === id)?.roleCode)
    .filter((code): code is string => Boolean(code));
}

/** The led departments of a form: known department ids only; an ordinary member (身份 1) leads none. */
function ledFrom(store: Store, form: UserForm, identity: UserRecord['userIdentity'], fallback: string[]): string[] {
  if (identity !== 2) return [];
  if (form.departIds === undefined || form.departIds === null) return fallback;
  const ids = idList(form.departIds);
  return departs.all(store).filter((d) => ids.includes(d.id)).map((d) => d.id);
}

function departsFrom(store: Store, selected: string | null | undefined, fallback: string[]): string[] {
  if (selected === undefined || selected === null) return fallback;
  return idList(selected)
    .map((id) => departs.all(store).find((d) => d.id === id)?.orgCode)
    .filter((code): code is string => Boolean(code));
}

/** Adds a user from a checked form: shared by the add form and the Excel import. */
export function insertUser(store: Store, form: UserForm, session: Session | null, now: number): void {
  const orgCodes = departsFrom(store, form.selecteddeparts, []);
  users.insert(
    store,
    {
      username: form.username,
      realname: form.realname,
      password: form.password ?? '',
      roleCodes: rolesFrom(store, form.selectedroles, []),
      orgCodes,
      orgCode: orgCodes[0] ?? '',
      phone: form.phone ?? '',
      email: form.email ?? '',
      workNo: form.workNo ?? '',
      // Left empty when not given, as upstream stores it (it is not a required field).
      sex: form.sex === 1 || form.sex === 2 ? form.sex : null,
      status: form.status === 2 ? 2 : 1,
      delFlag: 0,
      avatar: form.avatar ?? null,
      birthday: form.birthday || null,
      telephone: form.telephone ?? null,
      post: form.post ?? null,
      userIdentity: form.userIdentity ?? 1,
      departIds: ledFrom(store, form, form.userIdentity ?? 1, []),
    },
    session,
    now,
  );
}

export const sysUserAdd: Handler<'sysUserAdd'> = ({ body, session }, { store, now }) => {
  const problem = formProblem(store, body, null);
  if (problem) return fail(problem);
  insertUser(store, body, session, now());
  return ok('添加成功！', { message: '添加成功！' });
};

export const sysUserEdit: Handler<'sysUserEdit'> = ({ body, session }, { store, now }) => {
  const user = users.get(store, body.id);
  if (!user) return fail(body.id ? NOT_FOUND : '参数错误：body.id 不能为空');
  const problem = formProblem(store, body, user);
  if (problem) return fail(problem);
  const orgCodes = departsFrom(store, body.selecteddeparts, user.orgCodes);
  users.update(
    user,
    {
      username: body.username,
      realname: body.realname,
      roleCodes: rolesFrom(store, body.selectedroles, user.roleCodes),
      orgCodes,
      orgCode: orgCodes.includes(user.orgCode) ? user.orgCode : (orgCodes[0] ?? ''),
      ...(body.phone !== undefined ? { phone: body.phone ?? '' } : {}),
      ...(body.email !== undefined ? { email: body.email ?? '' } : {}),
      ...(body.workNo !== undefined ? { workNo: body.workNo ?? '' } : {}),
      ...(body.sex ? { sex: body.sex } : {}),
      ...(body.status ? { status: body.status } : {}),
      ...(body.birthday !== undefined ? { birthday: body.birthday || null } : {}),
      ...(body.telephone !== undefined ? { telephone: body.telephone } : {}),
      ...(body.post !== undefined ? { post: body.post } : {}),
      ...(body.avatar !== undefined ? { avatar: body.avatar } : {}),
      ...(body.userIdentity !== undefined ? { userIdentity: body.userIdentity } : {}),
      departIds: ledFrom(store, body, body.userIdentity !== undefined ? body.userIdentity : user.userIdentity, user.departIds ?? []),
    },
    session,
    now(),
  );
  return ok('修改成功!', { message: '修改成功!' });
};

function removeUsers(store: Store, ids: string[], session: Session | null, now: number): string | null {
  const admin = users.all(store).find((u) => u.username === 'admin');
  if (admin && ids.includes(admin.id)) return '不能删除管理员账号';
  // Upstream deletes logically (del_flag 1); the user then no longer lists and cannot log in.
  users.softDelete(store, ids, session, now);
  return null;
}

export const sysUserDelete: Handler<'sysUserDelete'> = ({ query, session }, { store, now }) => {
  if (!users.get(store, query.id)) return fail(NOT_FOUND);
  const problem = removeUsers(store, [query.id], session, now());
  return problem ? fail(problem) : ok('删除用户成功', { message: '删除用户成功' });
};

export const sysUserDeleteBatch: Handler<'sysUserDeleteBatch'> = ({ query, session }, { store, now }) => {
  const ids = idList(query.ids);
  if (ids.length === 0) return fail('参数错误：query.ids 不能为空');
  const problem = removeUsers(store, ids, session, now());
  return problem ? fail(problem) : ok('批量删除用户成功', { message: '批量删除用户成功' });
};

export const sysUserQueryUserRole: Handler<'sysUserQueryUserRole'> = ({ query }, { store }) => {
  const user = users.all(store).find((u) => u.id === query.userid);
  if (!user) return fail(NOT_FOUND);
  return ok(roles.all(store).filter((r) => user.roleCodes.includes(r.roleCode)).map((r) => r.id));
};

export const sysUserFrozenBatch: Handler<'sysUserFrozenBatch'> = ({ body }, { store }) => {
  const ids = idList(body.ids);
  const targets = users.all(store).filter((u) => ids.includes(u.id));
  if (targets.some((u) => u.username === 'admin')) return fail('管理员账号不允许此操作');
  if (targets.length === 0) return fail(NOT_FOUND);
  for (const user of targets) user.status = body.status === '2' ? 2 : 1;
  const message = body.status === '2' ? '冻结成功!' : '解冻成功!';
  return ok(message, { message });
};

export const sysUserCheckOnlyUser: Handler<'sysUserCheckOnlyUser'> = ({ query }, { store }) => {
  const taken = users.all(store).some((u) => u.username === query.username && u.id !== query.id);
  return taken ? fail('用户账号已存在') : ok('该值可用！', { message: '该值可用！' });
};

export const sysUserChangePassword: Handler<'sysUserChangePassword'> = ({ body }, { store }) => {
  const user = store.userByName(body.username);
  if (!user) return fail('用户不存在！');
  if (body.confirmpassword !== undefined && body.confirmpassword !== body.password) return fail('两次输入的密码不一样！');
  user.password = body.password;
  return ok('密码修改成功!', { message: '密码修改成功!' });
};

export const sysUserUpdatePassword: Handler<'sysUserUpdatePassword'> = ({ body, session }, { store }) => {
  if (body.username !== session?.username) return fail('只允许修改自己的密码');
  const user = store.userByName(body.username);
  if (!user) return fail('用户不存在！');
  if (user.password !== body.oldpassword) return fail('旧密码输入错误!');
  if (body.password !== body.confirmpassword) return fail('两次输入密码不一致!');
  user.password = body.password;
  return ok('密码修改成功!', { message: '密码修改成功!' });
};

export const sysUserQueryUserByDepId: Handler<'sysUserQueryUserByDepId'> = ({ query }, { store }) => {
  const depart = departs.all(store).find((d) => d.id === query.id);
  if (!depart) return ok([]);
  const name = query.realname ?? '';
  return ok(
    users
      .live(store)
      .filter((u) => u.orgCodes.includes(depart.orgCode) && u.realname.includes(name))
      .map((u) => userRow(store, u)),
  );
};
