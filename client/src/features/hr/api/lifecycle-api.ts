// The lifecycle screens' calls beside their lists' (入职管理, 转正管理, 离职管理, 员工合同): approvals, renewal and
// termination of contracts, and 入职详情. Each resolves with the server's message; a refusal rejects (the HTTP layer
// shows it).
import { getAction, putAction } from '@/api/http';
import type { Schema } from '@/api/types';

export type Enrollment = Schema<'HrEnrollment'>;
export type EnrollmentDetail = Schema<'HrEnrollmentDetail'>;
export type Regular = Schema<'HrRegular'>;
export type Probation = Schema<'HrProbation'>;
export type Dimission = Schema<'HrDimission'>;
export type Contract = Schema<'HrContract'>;
export type ApproveRequest = Schema<'HrApproveRequest'>;
export type RenewRequest = Schema<'HrContractRenewRequest'>;
export type TerminateRequest = Schema<'HrContractTerminateRequest'>;

/** The approval calls of the three request lists. */
export const APPROVE_PATHS = {
  enrollment: '/hrm/relation/enrollment/approve',
  regular: '/hrm/relation/regular/approve',
  dimission: '/hrm/relation/dimission/approve',
} as const;

export type ApprovalKind = keyof typeof APPROVE_PATHS;

export async function approve(kind: ApprovalKind, request: ApproveRequest): Promise<string> {
  return (await putAction(APPROVE_PATHS[kind], { body: request })).message;
}

export async function renewContract(request: RenewRequest): Promise<string> {
  return (await putAction('/mis/employee/renewEmpContract', { body: request })).message;
}

export async function terminateContract(request: TerminateRequest): Promise<string> {
  return (await putAction('/mis/employee/terminateEmpContract', { body: request })).message;
}

export const enrollmentDetailQuery = (id: string) => ({
  queryKey: ['hr', 'enrollment', 'detail', id] as const,
  queryFn: async (): Promise<EnrollmentDetail | null> => (await getAction('/hrm/enrollment/detail', { query: { id } })).result ?? null,
});
