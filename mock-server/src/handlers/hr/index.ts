// Handlers of the hr domain (HR: employees and their archive sections, enrolment, resignation, regularisation,
// contracts, 奖惩记录 and 培训记录, 人事报表, candidates, 需求大厅, stage history and interviews, 人才库). One export per operationId; see docs/adding-an-endpoint.md. Only
// handlers are exported here (the table in ../index.ts takes every export); the modules share their helpers among
// themselves.
//
// The roster (the employees entity) is the hub: an approved enrolment puts a person on it (with a first contract and
// a 入职 change), an approved regularisation makes them 正式, an approved resignation gives them a leave date and
// terminates their contract, a hired candidate becomes an enrolment. Deleting from the roster moves to the recycle
// bin (delFlag 1); only the recycle bin deletes for good. Every hr table is on the entity kit in src/entities/
// (employees.ts, hr-*.ts, with the shared query fields in hr-fields.ts).

export {
  hrmEmployeeList,
  hrmEmployeeAdd,
  hrmEmployeeEdit,
  hrmEmployeeDelete,
  hrmEmployeeDeleteBatch,
  hrmEmployeeQueryById,
  hrmEmployeeDetail,
  hrmEmployeeExportXls,
  hrmEmployeeImportExcel,
} from './employees.js';
export {
  hrmEmployeeListEducationByMainId,
  hrmEmployeeAddEducation,
  hrmEmployeeEditEducation,
  hrmEmployeeDeleteEducation,
  hrmEmployeeListWorkByMainId,
  hrmEmployeeAddWork,
  hrmEmployeeEditWork,
  hrmEmployeeDeleteWork,
  hrmEmployeeListFamilyByMainId,
  hrmEmployeeAddFamily,
  hrmEmployeeEditFamily,
  hrmEmployeeDeleteFamily,
  hrmEmployeeListCertificateByMainId,
  hrmEmployeeAddCertificate,
  hrmEmployeeEditCertificate,
  hrmEmployeeDeleteCertificate,
  hrmEmployeeListChangeByMainId,
} from './archive-sections.js';
export {
  misEmployeeRosterRecycleList,
  misEmployeeRecover,
  misEmployeeRecoverBatch,
  misEmployeeRealDelete,
} from './recycle-bin.js';
export {
  misEmployeeGetEmpContract,
  misEmployeeAddEmpContract,
  misEmployeeEditEmpContract,
  misEmployeeDeleteEmpContract,
  misEmployeeQueryEmpContractById,
  misEmployeeRenewEmpContract,
  misEmployeeTerminateEmpContract,
  misEmployeeExportEmpContractXls,
} from './contracts.js';
export {
  hrmRewardPunishList,
  hrmEmployeeListRewardPunishByMainId,
  hrmRewardPunishAdd,
  hrmRewardPunishEdit,
  hrmRewardPunishDelete,
  hrmRewardPunishDeleteBatch,
  hrmRewardPunishQueryById,
  hrmRewardPunishExportXls,
  hrmRewardPunishImportExcel,
} from './rewards.js';
export {
  hrmTrainingList,
  hrmEmployeeListTrainingByMainId,
  hrmTrainingAdd,
  hrmTrainingEdit,
  hrmTrainingDelete,
  hrmTrainingDeleteBatch,
  hrmTrainingQueryById,
  hrmTrainingExportXls,
  hrmTrainingImportExcel,
} from './trainings.js';
export { hrmReportOverview, hrmReportExportXls } from './reports.js';
export {
  hrmRelationEnrollmentList,
  hrmRelationEnrollmentAdd,
  hrmRelationEnrollmentEdit,
  hrmRelationEnrollmentDelete,
  hrmRelationEnrollmentDeleteBatch,
  hrmRelationEnrollmentQueryById,
  hrmRelationEnrollmentApprove,
  hrmRelationEnrollmentExportXls,
  hrmEnrollmentDetail,
} from './enrolment.js';
export {
  hrmRelationDimissionList,
  hrmRelationDimissionAdd,
  hrmRelationDimissionEdit,
  hrmRelationDimissionDelete,
  hrmRelationDimissionQueryById,
  hrmRelationDimissionApprove,
  hrmRelationDimissionExportXls,
} from './resignation.js';
export {
  hrmRelationRegularList,
  hrmRelationRegularProbationList,
  hrmRelationRegularAdd,
  hrmRelationRegularEdit,
  hrmRelationRegularDelete,
  hrmRelationRegularQueryById,
  hrmRelationRegularApprove,
  hrmRelationRegularExportXls,
} from './regularisation.js';
export {
  misEmployeeBackupList,
  misEmployeeBackupDoBackup,
  misEmployeeBackupRestore,
  misEmployeeBackupDelete,
  misEmployeeBackupExportXls,
} from './backups.js';
export {
  rpmCandidateList,
  rpmCandidateAdd,
  rpmCandidateEdit,
  rpmCandidateDelete,
  rpmCandidateDeleteBatch,
  rpmCandidateQueryById,
  rpmCandidateHire,
  rpmCandidateEliminate,
  rpmCandidateRecover,
  rpmCandidateExportXls,
  rpmCandidateImportExcel,
} from './candidates.js';
export { rpmCandidateImportTemplate } from './resume-import.js';
export {
  rpmDemandList,
  rpmDemandAdd,
  rpmDemandEdit,
  rpmDemandDelete,
  rpmDemandQueryById,
  rpmDemandClaim,
  rpmDemandExportXls,
  rpmCandidateQueryStageByMainId,
  rpmCandidateChangeStage,
  rpmCandidateQueryInterviewByMainId,
  rpmCandidateAddInterview,
  rpmCandidateDeleteInterview,
  rpmCandidateTalentList,
  rpmCandidateReserve,
  rpmCandidateInvite,
  rpmCandidateCallerList,
  rpmCandidateCallerQueryById,
  rpmCandidateCallerAddInterview,
} from './recruitment.js';
