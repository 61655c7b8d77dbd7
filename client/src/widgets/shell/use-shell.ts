import { useContext } from 'react';
import { AppearanceContext, type Appearance } from './appearance-context';
import { CurrentUserContext, type CurrentUser } from './current-user-context';

function provided<Value>(value: Value | null, name: string): Value {
  if (value === null) throw new Error(`${name} is provided by the app shell (or renderWithProviders in tests)`);
  return value;
}

export function useCurrentUser(): CurrentUser {
  return provided(useContext(CurrentUserContext), 'useCurrentUser');
}

export function useAppearance(): Appearance {
  return provided(useContext(AppearanceContext), 'useAppearance');
}
