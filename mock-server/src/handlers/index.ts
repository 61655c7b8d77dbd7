// operationId → handler. Typed as HandlerTable, so an operation without a handler does not compile.
import type { HandlerTable } from '../types.js';
import * as announcements from './announcements.js';
import * as common from './common.js';
import * as dashboard from './dashboard.js';
import * as dict from './dict.js';
import * as hr from './hr/index.js';
import * as online from './online.js';
import * as session from './session.js';
import * as sessionExtras from './session-extras.js';
import * as systemAuth from './system-auth.js';
import * as systemData from './system-data.js';
import * as systemUser from './system-user.js';

export const handlers: HandlerTable = {
  ...common,
  ...session,
  ...sessionExtras,
  ...dict,
  ...dashboard,
  ...online,
  ...systemUser,
  ...systemAuth,
  ...systemData,
  ...announcements,
  ...hr,
};
