// The projects domain's handlers (the project selector), by name: helpers stay out of the handler table.
export { sysAuthprojectlist, sysSetprojectlist } from './projects.js';
