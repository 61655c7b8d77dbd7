// The buttons of 部门管理, by upstream's perms (seeded under 部门管理 in the mock's menu fixture).
export const DepartPermission = {
  add: 'system:depart:add',
  edit: 'system:depart:edit',
  delete: 'system:depart:delete',
  deleteBatch: 'system:depart:deleteBatch',
  importExcel: 'system:depart:importExcel',
  saveGrant: 'system:permission:saveDepart',
  addUsers: 'system:user:editDepartWithUser',
  removeUsers: 'system:user:deleteUserInDepartBatch',
} as const;
