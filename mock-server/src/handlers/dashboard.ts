// Workbench figures, computed from the store.
import { ok } from '../envelope.js';
import { computeGlobalSummary } from '../store/dashboard.js';
import type { Handler } from '../types.js';

export const misDashboardGlobalSummary: Handler<'misDashboardGlobalSummary'> = (_input, { store }) =>
  ok(computeGlobalSummary(store.data.projects, store.data.employees, store.today()));
