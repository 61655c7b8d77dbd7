// The in-memory store, seeded deterministically from the fixtures. `reset()` restores the seed.
import { generateProjects } from '../fixtures/dashboard.js';
import { departRecords } from '../fixtures/departments.js';
import { dictRecords } from '../fixtures/dictionaries.js';
import { menuFixtures } from '../fixtures/menus.js';
import { bulkUserFixtures, generatedUsers, roleFixtures, userFixtures, type UserFixture } from '../fixtures/users.js';
import { dateTimeText } from '../lib/dates.js';
import type { Schema } from '../lib/schema.js';
import { CaptchaRegistry } from './captchas.js';
import { LoginFailureRegistry } from './login-failures.js';
import type { CoreData } from './core-data.js';
import type { StoreData } from './data.js';
import type { DataObserver } from './data-observer.js';
import { isLive } from './live.js';
import { flattenMenu } from './permissions.js';
import { seedAnnouncements } from './seed/announcements.js';
import { bulkCount } from './seed/bulk-count.js';
import { seedFinance } from './seed/finance.js';
import { seedOnlineDev } from './seed/online-dev.js';
import { seedHr, seedRoster } from './seed/hr.js';
import { seedRecruitment } from './seed/hr-recruitment.js';
import { seedJobs } from './seed/jobs.js';
import { seedCategories } from './seed/categories.js';
import { seedCheckRules } from './seed/check-rules.js';
import { seedDepartments } from './seed/departments.js';
import { seedLoginMethods } from './seed/login-methods.js';
import { seedLogs } from './seed/logs.js';
import { seedMenus } from './seed/menus.js';
import { seedPayroll } from './seed/payroll.js';
import { seedPositions } from './seed/positions.js';
import { seedPosts } from './seed/posts.js';
import { seedPurchase } from './seed/purchase.js';
import { seedProjects } from './seed/projects.js';
import { seedQuestionnaires } from './seed/questionnaires.js';
import { seedMeals } from './seed/meals.js';
import { seedInsurance } from './seed/insurance.js';
import { seedMessages } from './seed/messages.js';
import { SessionRegistry } from './sessions.js';
import { tableDictItems } from './table-dict.js';
import type { UserRecord } from './records/users.js';

export interface StoreOptions {
  tokenTtlMs: number;
  now: () => number;
  /** The data a new or reset store holds (default: the fixtures' seed; the journal's tests use a small one). */
  seed?: (today: Date) => StoreData;
}

const MEMO_LIMIT = 2000;

function seed(today: Date): StoreData {
  const base = seedCore(today);
  const core: CoreData = { ...base, employees: seedRoster(today, base) };
  const hr = seedHr(today, core);
  return {
    ...core,
    ...seedMenus(today, core),
    ...seedDepartments(today, core),
    ...seedPositions(),
    ...seedCategories(),
    ...seedCheckRules(),
    ...seedLogs(today, core),
    ...seedLoginMethods(today, core),
    ...seedProjects(),
    ...seedFinance(today, core),
    ...seedOnlineDev(today, core),
    ...seedAnnouncements(today, core),
    ...hr,
    ...seedRecruitment(today, core, hr),
    ...seedJobs(today),
    ...seedPayroll(today, core),
    // Seeded last: they reseed faker and read the roster, and no earlier table depends on them.
    ...seedPurchase(today, core),
    ...seedPosts(today, core),
    ...seedQuestionnaires(today, core),
    ...seedMeals(today, core),
    ...seedInsurance(today, core),
    ...seedMessages(today, core),
    // Added after every other seed, so the demo data does not depend on the load option.
    users: [...core.users, ...bulkUserFixtures(bulkCount('MOCK_SEED_USERS')).map((user, index) => bulkUserRecord(user, index))],
  };
}

/** A bulk user (MOCK_SEED_USERS) as a record, field by field; created a minute apart from 2020. */
function bulkUserRecord(user: UserFixture, index: number): UserRecord {
  return {
    id: user.id,
    username: user.username,
    realname: user.realname,
    password: user.password,
    roleCodes: user.roleCodes,
    orgCodes: user.orgCodes,
    phone: user.phone,
    email: user.email,
    workNo: user.workNo,
    sex: user.sex,
    status: user.status,
    delFlag: user.delFlag,
    birthday: null,
    orgCode: user.orgCodes[0] ?? '',
    avatar: null,
    telephone: null,
    post: null,
    userIdentity: 1,
    createBy: 'admin',
    createTime: dateTimeText(Date.UTC(2020, 0, 1) + index * 60_000),
    updateBy: null,
    updateTime: null,
  };
}

function seedCore(today: Date): Omit<CoreData, 'employees'> {
  return {
    users: [...userFixtures, ...generatedUsers()].map((user, index) => ({
      ...user,
      orgCodes: [...user.orgCodes],
      roleCodes: [...user.roleCodes],
      orgCode: user.orgCodes[0] ?? '',
      avatar: null,
      birthday: user.birthday ?? null,
      telephone: null,
      post: null,
      userIdentity: 1,
      createBy: 'admin',
      // Older accounts first: admin is the oldest, staff accounts were created a day apart.
      createTime: dateTimeText(Date.UTC(2024, 2, 1, 1) + index * 86_400_000),
      updateBy: null,
      updateTime: null,
    })),
    roles: roleFixtures.map((role, index) => ({
      ...role,
      createBy: 'admin',
      // The roles were set up a day apart, before the accounts.
      createTime: dateTimeText(Date.UTC(2024, 1, 1, 1) + index * 86_400_000),
      updateBy: null,
      updateTime: null,
    })),
    departs: departRecords(),
    dicts: dictRecords(),
    permissions: flattenMenu(menuFixtures),
    projects: generateProjects(today),
  };
}

export class Store {
  readonly sessions: SessionRegistry;
  readonly captchas: CaptchaRegistry;
  readonly loginFailures: LoginFailureRegistry;
  data: StoreData;

  constructor(readonly options: StoreOptions) {
    this.sessions = new SessionRegistry(options.tokenTtlMs, options.now);
    this.captchas = new CaptchaRegistry(options.now);
    this.loginFailures = new LoginFailureRegistry(options.now);
    this.data = (options.seed ?? seed)(this.today());
  }

  today(): Date {
    return new Date(this.options.now());
  }

  /** Durable mode (store/durable/journal.ts): every data object the store holds is seen through `observer`. */
  private observer: DataObserver | null = null;

  observeWith(observer: DataObserver): void {
    this.observer = observer;
    this.data = observer.observe(this.data);
  }

  private held(data: StoreData): StoreData {
    return this.observer ? this.observer.observe(data) : data;
  }

  /** Restores the seed; the sessions of `keepSessions` (tokens) survive it, the others end. */
  reset(keepSessions: ReadonlySet<string> = new Set()): void {
    this.data = this.held((this.options.seed ?? seed)(this.today()));
    this.sessions.clear(keepSessions);
    this.captchas.clear();
    this.loginFailures.clear();
    this.changed();
  }

  private revision = 0;
  private readonly memos = new Map<string, { revision: number; value: unknown; reads?: readonly string[] }>();

  /** Marks the data as changed: derived views computed by `memo` are rebuilt on next use. Called after every
   * writing operation (see register-routes.ts) and by `reset`/`restore`. */
  changed(): void {
    this.revision++;
    this.memos.clear();
  }

  /** A view derived from the data (e.g. list rows with their joins), computed once per data revision. */
  memo<T>(key: string, compute: () => T): T {
    const hit = this.memos.get(key);
    if (hit && hit.revision === this.revision) {
      if (hit.reads) this.observer?.reused(hit.reads);
      return hit.value as T;
    }
    // Durable mode notes the tables a memo read: its rows may be changed by a write that uses the memo again.
    const { value, reads } = this.observer ? this.observer.recording(compute) : { value: compute(), reads: undefined };
    // Views keyed by a query (cached pages) could pile up between writes; past a bound, start afresh.
    if (this.memos.size >= MEMO_LIMIT) this.memos.clear();
    this.memos.set(key, { revision: this.revision, value, reads });
    return value;
  }

  /** Replaces the data with a snapshot read from disk; keys the snapshot lacks keep their seed. */
  restore(snapshot: Partial<StoreData>): void {
    this.data = this.held({ ...this.data, ...snapshot });
    this.changed();
  }

  snapshot(): StoreData {
    return this.data;
  }

  userByName(username: string): UserRecord | undefined {
    return this.data.users.find((user) => user.username === username);
  }

  departByCode(orgCode: string): Schema<'Depart'> | undefined {
    // A map per data revision: the user rows join every user's departments (10 000 users with MOCK_SEED_USERS).
    return this.memo('departs:byCode', () => this.departsByCode()).get(orgCode);
  }

  /** The first department of each code, as a search from the start finds it. */
  private departsByCode(): Map<string, Schema<'Depart'>> {
    const byCode = new Map<string, Schema<'Depart'>>();
    for (const depart of this.data.departs) if (!byCode.has(depart.orgCode)) byCode.set(depart.orgCode, depart);
    return byCode;
  }

  /** The departments a user leads as 上级 (its 负责部门), those still existing. */
  ledDeparts(user: UserRecord): Schema<'SysDepart'>[] {
    const ids = user.departIds ?? [];
    return this.data.departs.filter((d) => ids.includes(d.id)).sort((a, b) => a.orgCode.localeCompare(b.orgCode));
  }

  departsOf(user: UserRecord): Schema<'Depart'>[] {
    return user.orgCodes.map((code) => this.departByCode(code)).filter((d): d is Schema<'Depart'> => Boolean(d));
  }

  /** Enabled items of every dictionary, keyed by code, as queryAllDictItems and login answer them. */
  dictMap(): Schema<'DictMap'> {
    return Object.fromEntries(this.data.dicts.filter(isLive).map((dict) => [dict.dictCode, this.dictItems(dict.dictCode)]));
  }

  /** value → text of a plain or table dictionary, for `_dictText` companions. */
  dictLookup(dict: string): Map<string, string> {
    return this.memo(`dict:${dict}`, () => this.computeDictLookup(dict));
  }

  private computeDictLookup(dict: string): Map<string, string> {
    const items = dict.includes(',') ? tableDictItems(this, dict) : { items: this.dictItems(dict) };
    return new Map('items' in items ? items.items.map((item) => [item.value, item.text]) : []);
  }

  dictItems(dictCode: string): Schema<'DictItem'>[] {
    const dict = this.data.dicts.find((d) => d.dictCode === dictCode && isLive(d));
    if (!dict) return [];
    return dict.items
      .filter((item) => item.status === 1)
      .sort((a, b) => a.sortOrder - b.sortOrder)
      .map((item) => ({ value: item.itemValue, text: item.itemText, title: item.itemText, label: item.itemText }));
  }

  userInfo(user: UserRecord): Schema<'UserInfo'> {
    return {
      id: user.id,
      username: user.username,
      realname: user.realname,
      avatar: user.avatar,
      birthday: user.birthday,
      sex: user.sex,
      email: user.email,
      phone: user.phone,
      orgCode: user.orgCode,
      orgCodeTxt: this.departByCode(user.orgCode)?.departName ?? null,
      status: user.status,
      delFlag: user.delFlag,
      workNo: user.workNo,
      post: user.post,
      telephone: user.telephone,
      userIdentity: user.userIdentity,
      departIds: this.ledDeparts(user).map((d) => d.id).join(','),
      relTenantIds: null,
      createTime: user.createTime,
    };
  }
}
