// Seeded records the contracts refer to, found by their natural keys in a mock's store (ids are generated).
import type { MockApp } from '@mis/mock-server';

/** The seeded roles' ids. */
export const ROLE = { admin: 'f6817f48af4fb3af11b9e8bf182f618b', hr: 'e51758fa916c881624b046d26bd09230', test: 'ee8626f80f7c2619917b6236f3a7f02b' };

/** A menu (not a button) by its title. */
export const menuId = (title: string, app: MockApp) => app.store.data.permissions.find((p) => p.name === title && p.menuType !== 2)?.id as string;
/** A button by its permission code (`hrm:employee:export`). */
export const buttonId = (perms: string, app: MockApp) => app.store.data.permissions.find((p) => p.perms === perms)?.id as string;
export const departId = (orgCode: string, app: MockApp) => app.store.data.departs.find((d) => d.orgCode === orgCode)?.id as string;
export const userId = (username: string, app: MockApp) => app.store.data.users.find((u) => u.username === username)?.id as string;
