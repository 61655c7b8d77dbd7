// The main projects table (dwsProjectRevenue): project revenue rows with JeecgBoot query semantics.
import { pageOf } from '../../crud/rows.js';
import type { EntityFields } from '../../query/field-types.js';
import { DEPART_DICT, projectRevenueRows } from '../../store/dashboard.js';
import type { Handler } from '../../types.js';

const PROJECT_REVENUE_FIELDS = {
  id: { type: 'string' },
  year: { type: 'number' },
  area: { type: 'string' },
  businessType: { type: 'string', dict: 'business_type' },
  projectId: { type: 'string' },
  projectId_dictText: { type: 'string' },
  businessUnitId: { type: 'string', dict: DEPART_DICT },
  amount: { type: 'number' },
  taxes: { type: 'number' },
  cost: { type: 'number' },
  grossProfit: { type: 'number' },
  grossMargin: { type: 'number' },
  industryStructure: { type: 'string', dict: 'industry_structure' },
  signDate: { type: 'date' },
  endDate: { type: 'date' },
} satisfies EntityFields;

export const misDwsProjectRevenueList: Handler<'misDwsProjectRevenueList'> = ({ query }, { store }) =>
  pageOf(store, projectRevenueRows(store), query, PROJECT_REVENUE_FIELDS, { defaultSort: { column: 'amount', order: 'desc' } });
