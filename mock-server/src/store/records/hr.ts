// The hr tables as the store keeps them: the roster, its archive sections and change records, contracts, and the
// enrolment, resignation, regularisation, backup and recruitment rows.
import type { Stored } from '../../lib/schema.js';
import type { EmployeeRecord } from './dashboard.js';

/** 员工 (the roster): the document's HrEmployee without the age it computes when read, with the codes the forms
 * take (sex, type, status). Also the dashboard's staff record (id, type, entryDate, leaveDate). */
export interface EmployeeRow extends Omit<Required<Stored<'HrEmployee'>>, 'age' | 'sex' | 'type' | 'status'>, EmployeeRecord {
  sex: '1' | '2';
  type: '1' | '2';
  status: '1' | '2' | '3';
}

export type EducationRow = Required<Stored<'HrEducation'>>;

export type WorkRow = Required<Stored<'HrWork'>>;

export type FamilyRow = Required<Stored<'HrFamily'>>;

export type CertificateRow = Required<Stored<'HrCertificate'>>;

export type ChangeRow = Required<Stored<'HrChange'>>;

/** A contract; the employee's workNo, name, department and project and the days to expiry are joined when it is read. */
export interface ContractRow extends Omit<Required<Stored<'HrContract'>>, 'workNo' | 'name' | 'departId' | 'projectId' | 'daysToExpire'> {
  contractType: '1' | '2' | '3';
}

/** A 奖惩记录 (hrm_reward_punish); the employee's workNo, name, department and project are joined when it is read. */
export type RewardPunishRow = Omit<Required<Stored<'HrRewardPunish'>>, 'workNo' | 'name' | 'departId' | 'projectId'>;

/** A 培训记录 (hrm_training); the employee is joined when it is read, as for 奖惩记录. */
export type TrainingRow = Omit<Required<Stored<'HrTraining'>>, 'workNo' | 'name' | 'departId' | 'projectId'>;

/** An enrolment. The document types its coded fields as text; the store keeps the codes the roster's forms take. */
export interface EnrollmentRow extends Required<Stored<'HrEnrollment'>> {
  sex: '1' | '2';
  type: '1' | '2';
  contractType: '1' | '2' | '3';
}

/** An enrolment's personal details before the new hire gives them (a hired candidate's, the seeded newcomers'). */
export const NO_PERSONAL_DETAILS = { address: null, bankName: null, bankCard: null, emergencyContact: null, emergencyMobile: null } as const;

/** The employee's identity as it was when an application was made (shown even after the employee is gone). */
export type ApplicantCopy = Pick<Required<Stored<'HrDimission'>>, 'employeeId' | 'workNo' | 'name' | 'departId' | 'projectId' | 'post' | 'entryDate'>;

export type DimissionRow = Required<Stored<'HrDimission'>>;

export type RegularRow = Required<Stored<'HrRegular'>>;

export interface BackupRow extends Required<Stored<'HrBackup'>> {
  /** The roster as it was (not listed; exported and restored). */
  employees: EmployeeRow[];
}

/** A candidate; sex keeps the code the enrolment it may become takes. */
export interface CandidateRow extends Required<Stored<'HrCandidate'>> {
  sex: '1' | '2';
}

export interface HrTables {
  employees: EmployeeRow[];
  hrEducations: EducationRow[];
  hrWorks: WorkRow[];
  hrFamilies: FamilyRow[];
  hrCertificates: CertificateRow[];
  hrChanges: ChangeRow[];
  hrContracts: ContractRow[];
  hrRewardPunishes: RewardPunishRow[];
  hrTrainings: TrainingRow[];
  hrEnrollments: EnrollmentRow[];
  hrDimissions: DimissionRow[];
  hrRegulars: RegularRow[];
  hrBackups: BackupRow[];
  hrCandidates: CandidateRow[];
}

/** 招聘需求 (需求大厅); the stage counts are read from the candidates, never stored. */
export type DemandRow = Omit<Required<Stored<'HrDemand'>>, 'screeningCount' | 'interviewCount' | 'offerCount' | 'hiredCount'>;

/** One step of a candidate's way through recruitment (阶段记录). */
export type CandidateStageRow = Required<Stored<'HrCandidateStage'>>;

/** 面试记录 of a candidate. */
export type CandidateInterviewRow = Required<Stored<'HrCandidateInterview'>>;
