// Menu component strings (the Vue2 front end's names, as the backend sends them) → pages. Explicit on purpose:
// grep-able and tested. Every page loads lazily, one chunk each; online component names arrive here already mapped
// to their built-in screen (menu-components.ts registryKeyOf).
import type { ComponentType } from 'react';
import { ModuleNotFoundError } from '@/api/errors';
import { Exception403Page, Exception404Page, Exception500Page } from '../errors/exception-page';
import { IframePage } from './iframe-page';
import { RouteViewPage } from './route-view-page';
import { lazyPage } from './lazy-page';
import type { PageProps } from './page-props';

export type RegisteredPage = ComponentType<PageProps>;

export const pageRegistry: Readonly<Record<string, RegisteredPage>> = {
  'dashboard/Analysis': lazyPage('dashboard/Analysis', () => import('@/features/dashboard/pages/analysis-page'), 'AnalysisPage'),
  'system/UserAnnouncementList': lazyPage('system/UserAnnouncementList', () => import('@/features/announcements/pages/user-announcement-page'), 'UserAnnouncementPage'),
  'system/SysAnnouncementList': lazyPage('system/SysAnnouncementList', () => import('@/features/announcements/pages/announcement-admin-page'), 'AnnouncementAdminPage'),
  'online/cgform/auto-list': lazyPage('online/cgform/auto-list', () => import('@/features/online/pages/online-form-list-page'), 'OnlineFormListPage'),
  'online/cgform/head-list': lazyPage('online/cgform/head-list', () => import('@/features/online-dev/pages/cgform-head-list-page'), 'CgformHeadListPage'),
  'online/cgreport/head-list': lazyPage('online/cgreport/head-list', () => import('@/features/online-dev/pages/report-design-list-page'), 'ReportDesignListPage'),
  'online/cgreport/auto-list': lazyPage('online/cgreport/auto-list', () => import('@/features/online-dev/pages/report-page'), 'ReportPage'),
  'online/cgform/auto-tree-list': lazyPage('online/cgform/auto-tree-list', () => import('@/features/online/pages/online-tree-list-page'), 'OnlineTreeListPage'),
  'system/SysPostList': lazyPage('system/SysPostList', () => import('@/features/posts/pages/post-list-page'), 'PostListPage'),
  'modules/message/SysMessageTemplateList': lazyPage('modules/message/SysMessageTemplateList', () => import('@/features/messages/pages/template-list-page'), 'TemplateListPage'),
  'modules/message/SysMessageList': lazyPage('modules/message/SysMessageList', () => import('@/features/messages/pages/message-list-page'), 'MessageListPage'),
  'pur/SupplierList': lazyPage('pur/SupplierList', () => import('@/features/purchase/pages/supplier-list-page'), 'SupplierListPage'),
  'pur/PlanList': lazyPage('pur/PlanList', () => import('@/features/purchase/pages/plan-list-page'), 'PlanListPage'),
  'pur/EnquiryList': lazyPage('pur/EnquiryList', () => import('@/features/purchase/pages/enquiry-list-page'), 'EnquiryListPage'),
  'pur/OrderList': lazyPage('pur/OrderList', () => import('@/features/purchase/pages/order-list-page'), 'OrderListPage'),
  'pur/ContractList': lazyPage('pur/ContractList', () => import('@/features/purchase/pages/contract-list-page'), 'ContractListPage'),
  'pur/SupplierRecycleList': lazyPage('pur/SupplierRecycleList', () => import('@/features/purchase/pages/recycle-pages'), 'SupplierRecyclePage'),
  'pur/PlanRecycleList': lazyPage('pur/PlanRecycleList', () => import('@/features/purchase/pages/recycle-pages'), 'PlanRecyclePage'),
  'pur/EnquiryRecycleList': lazyPage('pur/EnquiryRecycleList', () => import('@/features/purchase/pages/recycle-pages'), 'EnquiryRecyclePage'),
  'pur/OrderRecycleList': lazyPage('pur/OrderRecycleList', () => import('@/features/purchase/pages/recycle-pages'), 'OrderRecyclePage'),
  'pur/ContractRecycleList': lazyPage('pur/ContractRecycleList', () => import('@/features/purchase/pages/recycle-pages'), 'ContractRecyclePage'),
  'system/SysPositionList': lazyPage('system/SysPositionList', () => import('@/features/positions/pages/position-list-page'), 'PositionListPage'),
  'system/LogList': lazyPage('system/LogList', () => import('@/features/logs/pages/log-list-page'), 'LogListPage'),
  'system/SysUserOnlineList': lazyPage('system/SysUserOnlineList', () => import('@/features/online-users/pages/online-user-list-page'), 'OnlineUserListPage'),
  'modules/monitor/DiskMonitoring': lazyPage('modules/monitor/DiskMonitoring', () => import('@/features/monitor/pages/disk-monitoring-page'), 'DiskMonitoringPage'),
  'modules/monitor/HttpTrace': lazyPage('modules/monitor/HttpTrace', () => import('@/features/monitor/pages/http-trace-page'), 'HttpTracePage'),
  'modules/monitor/JvmInfo': lazyPage('modules/monitor/JvmInfo', () => import('@/features/monitor/pages/jvm-info-page'), 'JvmInfoPage'),
  'modules/monitor/RedisInfo': lazyPage('modules/monitor/RedisInfo', () => import('@/features/monitor/pages/redis-info-page'), 'RedisInfoPage'),
  'modules/monitor/SystemInfo': lazyPage('modules/monitor/SystemInfo', () => import('@/features/monitor/pages/system-info-page'), 'SystemInfoPage'),
  'modules/monitor/TomcatInfo': lazyPage('modules/monitor/TomcatInfo', () => import('@/features/monitor/pages/tomcat-info-page'), 'TomcatInfoPage'),
  'system/QuartzJobList': lazyPage('system/QuartzJobList', () => import('@/features/jobs/pages/job-list-page'), 'JobListPage'),
  'system/PermissionList': lazyPage('system/PermissionList', () => import('@/features/menus/pages/permission-list-page'), 'PermissionListPage'),
  'system/UserList': lazyPage('system/UserList', () => import('@/features/users/pages/user-list-page'), 'UserListPage'),
  'system/DictList': lazyPage('system/DictList', () => import('@/features/dictionaries/pages/dict-list-page'), 'DictListPage'),
  'system/RoleList': lazyPage('system/RoleList', () => import('@/features/roles/pages/role-list-page'), 'RoleListPage'),
  'system/DepartList': lazyPage('system/DepartList', () => import('@/features/departments/pages/depart-list-page'), 'DepartListPage'),
  'system/SysCategoryList': lazyPage('system/SysCategoryList', () => import('@/features/categories/pages/category-list-page'), 'CategoryListPage'),
  'system/RoleUserList': lazyPage('system/RoleUserList', () => import('@/features/roles/pages/role-user-list-page'), 'RoleUserListPage'),
  'hrm/employee/RosterList': lazyPage('hrm/employee/RosterList', () => import('@/features/hr/pages/roster-list-page'), 'RosterListPage'),
  'mis/employee/BackupList': lazyPage('mis/employee/BackupList', () => import('@/features/hr/pages/roster-backup-page'), 'RosterBackupPage'),
  'mis/employee/RosterRecycleList': lazyPage('mis/employee/RosterRecycleList', () => import('@/features/hr/pages/roster-recycle-page'), 'RosterRecyclePage'),
  'hrm/employee/EmployeeDetail': lazyPage('hrm/employee/EmployeeDetail', () => import('@/features/hr/pages/employee-detail-page'), 'EmployeeDetailPage'),
  'hrm/relation/EnrollmentList': lazyPage('hrm/relation/EnrollmentList', () => import('@/features/hr/pages/enrollment-list-page'), 'EnrollmentListPage'),
  'hrm/enrollment/EnrollmentDetail': lazyPage('hrm/enrollment/EnrollmentDetail', () => import('@/features/hr/pages/enrollment-detail-page'), 'EnrollmentDetailPage'),
  'hrm/relation/RegularList': lazyPage('hrm/relation/RegularList', () => import('@/features/hr/pages/regular-list-page'), 'RegularListPage'),
  'hrm/relation/ProbationList': lazyPage('hrm/relation/ProbationList', () => import('@/features/hr/pages/probation-list-page'), 'ProbationListPage'),
  'hrm/relation/DimissionList': lazyPage('hrm/relation/DimissionList', () => import('@/features/hr/pages/dimission-list-page'), 'DimissionListPage'),
  'hrm/rewardPunish/RewardPunishList': lazyPage('hrm/rewardPunish/RewardPunishList', () => import('@/features/hr/pages/reward-punish-list-page'), 'RewardPunishListPage'),
  'finance/SettlementList': lazyPage('finance/SettlementList', () => import('@/features/finance/pages/settlement-list-page'), 'SettlementListPage'),
  'finance/InvoiceList': lazyPage('finance/InvoiceList', () => import('@/features/finance/pages/invoice-list-page'), 'InvoiceListPage'),
  'finance/PaymentList': lazyPage('finance/PaymentList', () => import('@/features/finance/pages/payment-list-page'), 'PaymentListPage'),
  'finance/BudgetList': lazyPage('finance/BudgetList', () => import('@/features/finance/pages/budget-list-page'), 'BudgetListPage'),
  'finance/BudgetExecution': lazyPage('finance/BudgetExecution', () => import('@/features/finance/pages/budget-execution-page'), 'BudgetExecutionPage'),
  'hrm/training/TrainingList': lazyPage('hrm/training/TrainingList', () => import('@/features/hr/pages/training-list-page'), 'TrainingListPage'),
  'hrm/report/HrReport': lazyPage('hrm/report/HrReport', () => import('@/features/hr/pages/hr-report-page'), 'HrReportPage'),
  'rpm/candidate/ProcessingList': lazyPage('rpm/candidate/ProcessingList', () => import('@/features/recruitment/candidates/pages/candidate-list-pages'), 'ProcessingListPage'),
  'rpm/candidate/HiredList': lazyPage('rpm/candidate/HiredList', () => import('@/features/recruitment/candidates/pages/candidate-list-pages'), 'HiredListPage'),
  'rpm/candidate/EliminatedList': lazyPage('rpm/candidate/EliminatedList', () => import('@/features/recruitment/candidates/pages/candidate-list-pages'), 'EliminatedListPage'),
  'rpm/demand/DemandList': lazyPage('rpm/demand/DemandList', () => import('@/features/recruitment/demands/pages/demand-list-page'), 'DemandListPage'),
  'rpm/talent/TalentPoolList': lazyPage('rpm/talent/TalentPoolList', () => import('@/features/recruitment/talent/pages/talent-pool-page'), 'TalentPoolPage'),
  'rpm/candidate/ResumeImport': lazyPage('rpm/candidate/ResumeImport', () => import('@/features/recruitment/resume/pages/resume-import-page'), 'ResumeImportPage'),
  // 薪资 (issue 30): salary groups, archives, social insurance, the month's import, computation, payslips and tax.
  'pay/SalaryGroupList': lazyPage('pay/SalaryGroupList', () => import('@/features/payroll/pages/salary-group-list-page'), 'SalaryGroupListPage'),
  'pay/SalaryArchiveList': lazyPage('pay/SalaryArchiveList', () => import('@/features/payroll/pages/salary-archive-list-page'), 'SalaryArchiveListPage'),
  'pay/SocialInsuranceList': lazyPage('pay/SocialInsuranceList', () => import('@/features/payroll/pages/social-insurance-list-page'), 'SocialInsuranceListPage'),
  'pay/SalaryImport': lazyPage('pay/SalaryImport', () => import('@/features/payroll/pages/salary-import-page'), 'SalaryImportPage'),
  'pay/PayrollList': lazyPage('pay/PayrollList', () => import('@/features/payroll/pages/payroll-list-page'), 'PayrollListPage'),
  'pay/PayslipList': lazyPage('pay/PayslipList', () => import('@/features/payroll/pages/payslip-list-page'), 'PayslipListPage'),
  'pay/TaxList': lazyPage('pay/TaxList', () => import('@/features/payroll/pages/tax-list-page'), 'TaxListPage'),
  'mis/employee/EmpContractList': lazyPage('mis/employee/EmpContractList', () => import('@/features/hr/pages/contract-list-page'), 'ContractListPage'),
  'examples/WidgetGallery': lazyPage('examples/WidgetGallery', () => import('@/features/gallery/pages/widget-gallery-page'), 'WidgetGalleryPage'),
  'bigscreen/Screen': lazyPage('bigscreen/Screen', () => import('@/features/big-screen/pages/big-screen-page'), 'BigScreenPage'),
  'account/center/Index': lazyPage('account/center', () => import('@/features/account/pages/account-centre-page'), 'AccountCentrePage'),
  'account/settings/Index': lazyPage('account/settings', () => import('@/features/account/pages/base-setting-page'), 'BaseSettingPage'),
  'account/settings/BaseSetting': lazyPage('account/settings/base', () => import('@/features/account/pages/base-setting-page'), 'BaseSettingPage'),
  'account/settings/Security': lazyPage('account/settings/security', () => import('@/features/account/pages/security-page'), 'SecurityPage'),
  'account/settings/Custom': lazyPage('account/settings/custom', () => import('@/features/account/pages/custom-page'), 'CustomPage'),
  'account/settings/Binding': lazyPage('account/settings/binding', () => import('@/features/account/pages/binding-page'), 'BindingPage'),
  'account/settings/Notification': lazyPage('account/settings/notification', () => import('@/features/account/pages/notification-page'), 'NotificationPage'),
  'account/settings/Avatar': lazyPage('account/settings/avatar', () => import('@/features/account/pages/avatar-page'), 'AvatarPage'),
  'layouts/RouteView': RouteViewPage,
  'layouts/TabLayout': RouteViewPage,
  'layouts/PageView': RouteViewPage,
  'layouts/BlankLayout': RouteViewPage,
  'layouts/IframePageView': IframePage,
  'exception/403': Exception403Page,
  'exception/404': Exception404Page,
  'exception/500': Exception500Page,
  'mis/questionnaire/QuestionnaireList': lazyPage('mis/questionnaire/QuestionnaireList', () => import('@/features/questionnaires/pages/questionnaire-list-page'), 'QuestionnaireListPage'),
  'mis/questionnaire/MyQuestionnaireList': lazyPage('mis/questionnaire/MyQuestionnaireList', () => import('@/features/questionnaires/pages/my-questionnaire-list-page'), 'MyQuestionnaireListPage'),
  'mis/questionnaire/QuestionnaireResult': lazyPage('mis/questionnaire/QuestionnaireResult', () => import('@/features/questionnaires/pages/questionnaire-result-page'), 'QuestionnaireResultPage'),
  'meal/MealMenuList': lazyPage('meal/MealMenuList', () => import('@/features/meals/pages/menu-list-page'), 'MealMenuListPage'),
  'meal/MealOrderList': lazyPage('meal/MealOrderList', () => import('@/features/meals/pages/order-list-page'), 'MealOrderListPage'),
  'meal/MealCountList': lazyPage('meal/MealCountList', () => import('@/features/meals/pages/count-list-page'), 'MealCountListPage'),
  'meal/MealAllowanceList': lazyPage('meal/MealAllowanceList', () => import('@/features/meals/pages/allowance-list-page'), 'MealAllowanceListPage'),
  'insurance/InsPolicyList': lazyPage('insurance/InsPolicyList', () => import('@/features/insurance/pages/policy-list-page'), 'InsPolicyListPage'),
  'insurance/InsMemberList': lazyPage('insurance/InsMemberList', () => import('@/features/insurance/pages/member-list-page'), 'InsMemberListPage'),
  'insurance/InsBillList': lazyPage('insurance/InsBillList', () => import('@/features/insurance/pages/bill-list-page'), 'InsBillListPage'),
  'insurance/InsClaimList': lazyPage('insurance/InsClaimList', () => import('@/features/insurance/pages/claim-list-page'), 'InsClaimListPage'),
};

export function findPage(registryKey: string): RegisteredPage | null {
  return Object.hasOwn(pageRegistry, registryKey) ? (pageRegistry[registryKey] ?? null) : null;
}

/** The page for a menu component; a component the registry does not know throws MODULE_NOT_FOUND (spec 000 §8). */
export function loadPage(registryKey: string): RegisteredPage {
  const page = findPage(registryKey);
  if (!page) throw new ModuleNotFoundError(registryKey);
  return page;
}
