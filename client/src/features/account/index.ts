// What the shell takes from the account feature: the change-password modal the header's user menu opens.
export { ChangePasswordModal } from './components/change-password-modal';
export { openChangePassword } from './model/open-change-password';
