// The dev-lists domain's handlers (upstream's demo lists), by name: helpers stay out of the handler table.
export { mockApiUser, mockApiRole, mockApiService, mockApiPermission, mockApiWorkplaceTeams } from './dev-lists.js';
