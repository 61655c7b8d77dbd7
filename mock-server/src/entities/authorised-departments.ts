// The fork's authorised departments (sys_auth_relation): the departments a user may see beyond their own.
import { defineEntity } from '../entity/entity.js';

/** sys_auth_relation on the entity kit: links never updated (creation stamp only), new ones last. */
export const authDepartRelations = defineEntity({ table: (data) => data.authDepartRelations, fields: { id: { type: 'string' }, userId: { type: 'string' } }, newRows: 'last', audit: 'creation' });
