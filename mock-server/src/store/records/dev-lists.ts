// Rows of the Vue2 development mock lists (/mock/api/*). Not store tables: fixtures/dev-lists.ts generates them per
// request.

/** A user of ant-design-vue-pro's mock user list. */
export interface DevMockUserRow {
  id: string;
  key: string;
  username: string;
  name: string;
  avatar: string;
  telephone: string;
  status: number;
  roleId: string;
  lastLoginIp: string;
  lastLoginTime: number;
  creatorId: string;
  createTime: number;
  deleted: number;
}
