// Seed data of the hr domain: HR: employees and their archive sections, enrolment, resignation, regularisation, contracts, candidates.
// Tables added here appear on `store.data` (StoreData extends HrData) and are persisted by --data-dir.
//
// The roster itself (`employees`, rich HR rows) is generated here too but lives on the core tables, because other
// domains' seeds read it (the dashboard's headcount); `seedRoster` gives it to the core seed.
import { generateHr } from '../../fixtures/hr.js';
import { isoDay } from '../../lib/days.js';
import { bulkCount } from './bulk-count.js';
import type {
  BackupRow,
  CandidateRow,
  CertificateRow,
  ChangeRow,
  ContractRow,
  DimissionRow,
  EducationRow,
  EmployeeRow,
  EnrollmentRow,
  FamilyRow,
  HrTables,
  RegularRow,
  RewardPunishRow,
  TrainingRow,
  WorkRow,
} from '../records/hr.js';
import type { CoreData } from '../core-data.js';
import { isLive } from '../live.js';

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
  /** 奖惩记录 */
  hrRewardPunishes: RewardPunishRow[];
  /** 培训记录 */
  hrTrainings: TrainingRow[];
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

/**
 * Generating ~15 000 rows with faker takes about a quarter of a second. The first store of the day takes the
 * generated tables as they are, with no copy (the server's start); a later store (tests build several,
 * /__mock/reset seeds again) gets deep copies of a pristine generation kept for that purpose.
 */
interface Generation {
  key: string;
  tables: HrTables;
  /** The parts already handed out as they are. */
  taken: Set<'roster' | 'tables'>;
  pristine: HrTables | null;
}
let generation: Generation | null = null;

function handOut<T>(today: Date, core: CoreInput, part: 'roster' | 'tables', select: (tables: HrTables) => T): T {
  const hrUsers = ['admin', ...core.users.filter((u) => u.roleCodes.includes('hr') && isLive(u)).map((u) => u.username).slice(0, 3)];
  const departs = core.departs.map((d) => {
    const row = d as typeof d & { status?: string | null; memo?: string | null };
    return { id: d.id, parentId: d.parentId ?? null, departName: d.departName, orgCode: d.orgCode, orgCategory: d.orgCategory ?? null, status: row.status ?? null, memo: row.memo ?? null };
  });
  const extra = bulkCount('MOCK_SEED_EMPLOYEES');
  const key = JSON.stringify([isoDay(today.getTime()), hrUsers, departs, extra]);
  if (generation?.key !== key) generation = { key, tables: generateHr(today, departs, hrUsers, extra), taken: new Set(), pristine: null };
  if (!generation.taken.has(part)) {
    generation.taken.add(part);
    return select(generation.tables);
  }
  generation.pristine ??= generateHr(today, departs, hrUsers, extra);
  return structuredClone(select(generation.pristine));
}

/** The seeded roster (员工花名册) for the core tables. */
export function seedRoster(today: Date, core: CoreInput): EmployeeRow[] {
  return handOut(today, core, 'roster', (tables) => tables.employees);
}

export function seedHr(today: Date, core: CoreData): HrData {
  return handOut(today, core, 'tables', ({ employees: _roster, ...tables }) => tables);
}
