// The core tables every domain reads (users, roles, departments, dictionaries, permissions, projects, the roster).
// Types only, below the store and its seeds, so seeds can name them without importing the store.
import type { ProjectRecord } from './records/dashboard.js';
import type { DepartRecord } from './records/departments.js';
import type { DictRecord } from './records/dictionaries.js';
import type { EmployeeRow } from './records/hr.js';
import type { PermissionRow } from './records/menus.js';
import type { RoleRecord } from './records/roles.js';
import type { UserRecord } from './records/users.js';

export interface CoreData {
  users: UserRecord[];
  roles: RoleRecord[];
  departs: DepartRecord[];
  dicts: DictRecord[];
  permissions: PermissionRow[];
  projects: ProjectRecord[];
  /** 员工花名册: generated and maintained by the hr domain (store/seed/hr.ts), read by the dashboard figures. */
  employees: EmployeeRow[];
}
