// operationId → handler. Typed as HandlerTable, so an operation without a handler does not compile.
import type { HandlerTable } from '../types.js';
import * as dashboard from './dashboard.js';
import * as dict from './dict.js';
import * as session from './session.js';

export const handlers: HandlerTable = {
  ...session,
  ...dict,
  ...dashboard,
};
