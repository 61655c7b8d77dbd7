// 菜单权限 (sys_permission): menus, sub-menus and buttons, on the entity kit.
import { defineEntity } from '../entity/entity.js';

/** sys_permission on the entity kit: audit stamping, new entries last, deleted for good (with what hangs below). The
 * menu lists are trees built by domain/permission-tree.ts, not pages, so the only query field is the id. */
export const permissions = defineEntity({ table: (data) => data.permissions, fields: { id: { type: 'string' } }, newRows: 'last' });
