import { createContext } from 'react';
import type { PermissionLists } from './permission-rules';

/** The signed-in user's permission lists; the app shell provides them from its permission store. */
export const AccessContext = createContext<PermissionLists>({ user: [], all: [] });
