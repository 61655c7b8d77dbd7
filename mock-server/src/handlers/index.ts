// operationId → handler. Typed as HandlerTable, so an operation without a handler does not compile.
import type { HandlerTable } from '../types.js';
import * as common from './common.js';
import * as dashboard from './dashboard.js';
import * as dict from './dict.js';
import * as session from './session.js';
import * as systemUser from './system-user.js';

export const handlers: HandlerTable = {
  ...common,
  ...session,
  ...dict,
  ...dashboard,
  ...systemUser,
};
