// The business data behind the dashboards as the store keeps it: projects, what the figures read of an employee,
// and the business units' yearly budgets.

/** A client project (the dashboards' revenue rows). */
export interface ProjectRecord {
  id: string;
  projectName: string;
  /** 客户名称: the client the project is run for. */
  customerName: string;
  area: string;
  businessType: string;
  industryStructure: string;
  businessUnitOrgCode: string;
  /** The year's revenue the seed bills month by month (fixtures/finance.ts); the figures read the settlements. */
  amount: number;
  /** The seed's taxes (6 % of `amount`); the figures compute them from the settled revenue. */
  taxes: number;
  /** Cumulative cost for the current year, yuan. */
  cost: number;
  /** The same figures for the same period last year. */
  amountLastYear: number;
  costLastYear: number;
  budget: number;
  signDate: string;
  endDate: string;
}

/** What the dashboard figures read of an employee (the roster's EmployeeRow extends it: records/hr.ts). */
export interface EmployeeRecord {
  id: string;
  type: '1' | '2';
  entryDate: string;
  leaveDate: string | null;
}
