// The files domain's handlers (upload and stored files), by name: helpers stay out of the handler table.
export { sysCommonUpload, sysCommonStatic } from './files.js';
