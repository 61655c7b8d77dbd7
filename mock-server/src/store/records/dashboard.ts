// The business data behind the dashboards as the store keeps it: projects, what the figures read of an employee,
// and the business units' yearly budgets.

/** A client project (the dashboards' revenue rows). */
export interface ProjectRecord {
  id: string;
  projectName: string;
  area: string;
  businessType: string;
  industryStructure: string;
  businessUnitOrgCode: string;
  /** Cumulative figures for the current year, yuan. */
  amount: number;
  taxes: number;
  cost: number;
  /** The same figures for the same period last year. */
  amountLastYear: number;
  costLastYear: number;
  pending: number;
  paymentDays: number;
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

/** 业务部门年度预算 (yuan). The unit is a department (orgCode); the director is a user id. */
export interface UnitBudgetRecord {
  id: string;
  year: number;
  businessUnitOrgCode: string;
  directorId: string;
  budget: number;
}
