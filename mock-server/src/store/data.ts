// The shape of `store.data`: the core tables plus each domain's own (store/seed/<domain>.ts). Plain JSON throughout
// (persisted by --data-dir).
import type { CoreData } from './core-data.js';
import type { AnnouncementsData } from './seed/announcements.js';
import type { FinanceData } from './seed/finance.js';
import type { HrData } from './seed/hr.js';
import type { RecruitmentData } from './seed/hr-recruitment.js';
import type { JobsData } from './seed/jobs.js';
import type { CategoriesData } from './seed/categories.js';
import type { CheckRulesData } from './seed/check-rules.js';
import type { DepartmentsData } from './seed/departments.js';
import type { LoginMethodsData } from './seed/login-methods.js';
import type { LogsData } from './seed/logs.js';
import type { MenusData } from './seed/menus.js';
import type { OnlineDevData } from './seed/online-dev.js';
import type { PayrollData } from './seed/payroll.js';
import type { PositionsData } from './seed/positions.js';
import type { PostsData } from './seed/posts.js';
import type { PurchaseData } from './seed/purchase.js';
import type { ProjectsData } from './seed/projects.js';
import type { QuestionnairesData } from './seed/questionnaires.js';
import type { MealsData } from './seed/meals.js';
import type { InsuranceData } from './seed/insurance.js';
import type { MessagesData } from './seed/messages.js';

/** Everything the store holds: the core tables plus each domain's own (store/seed/<domain>.ts). */
export interface StoreData
  extends CoreData,
    MenusData,
    DepartmentsData,
    PositionsData,
    CategoriesData,
    CheckRulesData,
    LogsData,
    LoginMethodsData,
    ProjectsData,
    FinanceData,
    OnlineDevData,
    AnnouncementsData,
    HrData,
    RecruitmentData,
    JobsData,
    PayrollData,
    PurchaseData,
    PostsData,
    QuestionnairesData,
    MealsData,
    InsuranceData,
    MessagesData {}
