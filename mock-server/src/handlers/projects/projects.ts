// The header's project selector: the projects a user may work in and the one chosen.
import { dateTimeText } from '../../lib/dates.js';
import { fail, ok } from '../../envelope.js';
import type { Store } from '../../store/store.js';
import type { Handler } from '../../types.js';
import type { Schema } from '../../lib/schema.js';
import type { UserRecord } from '../../store/records/users.js';
import { departs } from '../../entities/departs.js';
import { projectSelections } from '../../entities/project-selections.js';

type Depart = Schema<'Depart'>;

const isProject = (depart: Depart) => depart.orgCategory === '4';

/** Projects under (or equal to) any of the user's departments; every project for the admin role. */
function authorisedProjects(store: Store, user: UserRecord): Depart[] {
  const projects = departs.live(store).filter(isProject);
  const visible = user.roleCodes.includes('admin') ? projects : projects.filter((p) => user.orgCodes.some((code) => p.orgCode.startsWith(code)));
  return [...visible].sort((a, b) => a.orgCode.localeCompare(b.orgCode));
}

function projectRow(store: Store, depart: Depart, currentId: string | null): Schema<'AuthProject'> {
  const parent = depart.parentId ? departs.all(store).find((d) => d.id === depart.parentId) : undefined;
  return {
    id: depart.id,
    departName: depart.departName,
    orgCode: depart.orgCode,
    orgCategory: '4',
    parentId: depart.parentId ?? null,
    parentName: parent?.departName ?? null,
    current: depart.id === currentId,
  };
}

const callerOf = (store: Store, session: { username: string } | null) => (session ? store.userByName(session.username) : undefined);

export const sysAuthprojectlist: Handler<'sysAuthprojectlist'> = ({ session }, { store }) => {
  const user = callerOf(store, session);
  if (!user) return fail('未找到用户信息');
  const projects = authorisedProjects(store, user);
  const chosen = projectSelections.all(store).find((s) => s.username === user.username)?.projectId ?? null;
  return ok(projects.map((project) => projectRow(store, project, chosen)));
};

export const sysSetprojectlist: Handler<'sysSetprojectlist'> = ({ query, session }, { store, now }) => {
  const user = callerOf(store, session);
  if (!user) return fail('未找到用户信息');
  const depart = departs.get(store, query.projectId.trim());
  if (!depart || !isProject(depart)) return fail('项目不存在');
  if (!authorisedProjects(store, user).some((p) => p.id === depart.id)) return fail('您没有该项目的权限，无法切换');
  const selection = projectSelections.all(store).find((s) => s.username === user.username);
  const updateTime = dateTimeText(now());
  if (selection) Object.assign(selection, { projectId: depart.id, updateTime });
  else projectSelections.add(store, { username: user.username, projectId: depart.id, updateTime });
  return ok(projectRow(store, depart, depart.id), { message: '切换项目成功' });
};
