export { AppearanceContext, type Appearance, type MenuStyle } from './appearance-context';
export { CurrentUserContext, type CurrentUser } from './current-user-context';
export { useAppearance, useCurrentUser } from './use-shell';
