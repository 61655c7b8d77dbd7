// Seed data of the hr domain: HR: employees and their archive sections, enrolment, resignation, regularisation, contracts, candidates.
// Tables added here appear on `store.data` (StoreData extends HrData) and are persisted by --data-dir.
//
// The roster itself (`employees`, rich HR rows) is generated here too but lives on the core tables, because other
// domains' seeds read it (the dashboard's headcount); `seedRoster` gives it to the core seed.
import {
  generateHr,
  isoDay,
  type BackupRow,
  type CandidateRow,
  type CertificateRow,
  type ChangeRow,
  type ContractRow,
  type DimissionRow,
  type EducationRow,
  type EmployeeRow,
  type EnrollmentRow,
  type FamilyRow,
  type HrTables,
  type RegularRow,
  type WorkRow,
} from '../../fixtures/hr.js';
import type { CoreData } from '../store.js';

export interface HrData {
  /** 教育经历 */
  hrEducations: EducationRow[];
  /** 工作经历 */
  hrWorks: WorkRow[];
  /** 家庭成员 */
  hrFamilies: FamilyRow[];
  /** 证书资质 */
  hrCertificates: CertificateRow[];
  /** 异动记录 */
  hrChanges: ChangeRow[];
  /** 员工合同 */
  hrContracts: ContractRow[];
  /** 入职单 */
  hrEnrollments: EnrollmentRow[];
  /** 离职申请 */
  hrDimissions: DimissionRow[];
  /** 转正申请 */
  hrRegulars: RegularRow[];
  /** 花名册备份 (with their snapshots) */
  hrBackups: BackupRow[];
  /** 招聘候选人 */
  hrCandidates: CandidateRow[];
}

type CoreInput = Pick<CoreData, 'users' | 'departs'>;

// Generating ~15 000 rows with faker takes a moment; every store (each test file builds several) seeds the same day,
// so the generated tables are kept per day and deep-copied for each store.
let cached: { key: string; tables: HrTables } | null = null;

function tablesFor(today: Date, core: CoreInput): HrTables {
  const hrUsers = ['admin', ...core.users.filter((u) => u.roleCodes.includes('hr') && u.delFlag === 0).map((u) => u.username).slice(0, 3)];
  const departs = core.departs.map((d) => {
    const row = d as typeof d & { status?: string | null; memo?: string | null };
    return { id: d.id, parentId: d.parentId ?? null, departName: d.departName, orgCode: d.orgCode, orgCategory: d.orgCategory ?? null, status: row.status ?? null, memo: row.memo ?? null };
  });
  const key = JSON.stringify([isoDay(today.getTime()), hrUsers, departs]);
  if (cached?.key !== key) cached = { key, tables: generateHr(today, departs, hrUsers) };
  return cached.tables;
}

/** The seeded roster (员工花名册) for the core tables. */
export function seedRoster(today: Date, core: CoreInput): EmployeeRow[] {
  return structuredClone(tablesFor(today, core).employees);
}

export function seedHr(today: Date, core: CoreData): HrData {
  const { employees: _roster, ...tables } = tablesFor(today, core);
  return structuredClone(tables);
}
