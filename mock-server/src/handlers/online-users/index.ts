// The online-users domain's handlers (在线用户), by name: helpers stay out of the handler table.
export { sysOnlineList, sysOnlineForceLogout } from './online-users.js';
