export { UserFormDrawer, type UserEditing } from './components/user-form-drawer';
export { confirmChecks, passwordChecks } from './model/user-form-rules';
