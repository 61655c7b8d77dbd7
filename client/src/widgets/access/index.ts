export { Access } from './access';
export { AccessContext } from './access-context';
export {
  hasPermission,
  isActionAllowed,
  isDisabledByRule,
  splitActions,
  userHolds,
  type PermissionLists,
  type PermissionRequirement,
} from './permission-rules';
export { useAccess, type Access as AccessApi } from './use-access';
