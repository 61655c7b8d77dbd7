// Seed data of recruitment (the hr domain's 招聘管理): the 需求大厅's demands, each candidate's stage history and
// interview records. Seeded after the HR tables, from whose candidates it derives them (and whose candidates it
// gives a demand, skills, a city and, once hired, the ID card).
import { generateRecruitment } from '../../fixtures/hr-recruitment.js';
import { isoDay } from '../../lib/days.js';
import type { CandidateInterviewRow, CandidateStageRow, DemandRow } from '../records/hr.js';
import type { CoreData } from '../core-data.js';
import { isLive } from '../live.js';
import type { HrData } from './hr.js';

export interface RecruitmentData {
  /** 招聘需求 (需求大厅) */
  rpmDemands: DemandRow[];
  /** 候选人阶段记录 */
  hrCandidateStages: CandidateStageRow[];
  /** 面试记录 */
  hrCandidateInterviews: CandidateInterviewRow[];
}

export function seedRecruitment(today: Date, core: CoreData, hr: HrData): RecruitmentData {
  const projects = core.departs.filter((d) => d.orgCategory === '4').map((d) => ({ id: d.id, parentId: d.parentId ?? null, departName: d.departName }));
  const staff = core.users.filter((u) => isLive(u) && u.status === 1 && (u.roleCodes.includes('hr') || u.roleCodes.includes('recruiter'))).map((u) => ({ username: u.username, realname: u.realname }));
  return generateRecruitment(isoDay(today.getTime()), hr.hrCandidates, hr.hrEnrollments, projects, staff.slice(0, 6));
}
