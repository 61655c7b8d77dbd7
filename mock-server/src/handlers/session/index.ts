// The session domain's handlers (signing in and out, the current user), by name: helpers stay out of the handler table.
export { sysLogin, sysRandomImage, sysLogout, sysPermissionGetUserPermissionByToken, sysUserGetCurrentUserDeparts, sysSelectDepart, sysSelectDepartPut } from './session.js';
