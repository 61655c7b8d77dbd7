// operationId → handler, one folder per domain (docs/vocabulary.md). Typed as HandlerTable, so an operation without
// a handler does not compile.
import type { HandlerTable } from '../types.js';
import * as announcements from './announcements/index.js';
import * as categories from './categories/index.js';
import * as checkRules from './check-rules/index.js';
import * as dashboard from './dashboard/index.js';
import * as departments from './departments/index.js';
import * as devLists from './dev-lists/index.js';
import * as places from './places/index.js';
import * as dictionaries from './dictionaries/index.js';
import * as files from './files/index.js';
import * as finance from './finance/index.js';
import * as hr from './hr/index.js';
import * as jobs from './jobs/index.js';
import * as loginMethods from './login-methods/index.js';
import * as logs from './logs/index.js';
import * as menus from './menus/index.js';
import * as monitor from './monitor/index.js';
import * as onlineDev from './online-dev/index.js';
import * as onlineUsers from './online-users/index.js';
import * as payroll from './payroll/index.js';
import * as positions from './positions/index.js';
import * as posts from './posts/index.js';
import * as projects from './projects/index.js';
import * as purchase from './purchase/index.js';
import * as questionnaires from './questionnaires/index.js';
import * as roles from './roles/index.js';
import * as session from './session/index.js';
import * as users from './users/index.js';
import * as meals from './meals/index.js';
import * as insurance from './insurance/index.js';
import * as messages from './messages/index.js';

export const handlers: HandlerTable = {
  ...announcements,
  ...categories,
  ...checkRules,
  ...dashboard,
  ...departments,
  ...devLists,
  ...places,
  ...dictionaries,
  ...files,
  ...finance,
  ...hr,
  ...jobs,
  ...loginMethods,
  ...logs,
  ...menus,
  ...monitor,
  ...onlineDev,
  ...onlineUsers,
  ...payroll,
  ...positions,
  ...posts,
  ...projects,
  ...purchase,
  ...questionnaires,
  ...roles,
  ...session,
  ...users,
  ...meals,
  ...insurance,
  ...messages,
};
