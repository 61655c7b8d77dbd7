// Seed data of the announcements domain: announcements and their send records (read flags per user).
// Tables added here appear on `store.data` (StoreData extends AnnouncementsData) and are persisted by --data-dir.
// Ids are stable (derived from a key); times are relative to the day the store is seeded.

import { dateTimeText } from '../../lib/dates.js';
import { stableId } from '../../lib/ids.js';
import type { CoreData } from '../core-data.js';
import type { AnnouncementRecord, AnnouncementSendRecord } from '../records/announcements.js';

export interface AnnouncementsData {
  announcements: AnnouncementRecord[];
  announcementSends: AnnouncementSendRecord[];
}

export const ADMIN_ID = 'e9ca23d68d884d4ebb19d07889727dae';
export const JEECG_ID = 'a75d45a015c44384a04449ee80dc3503';
export const ZHANGSAN_ID = '3d464b4ea0d2491aab8a7bde74c57e95';

type Seeded = Omit<AnnouncementRecord, 'id' | 'createTime' | 'updateBy' | 'updateTime' | 'sendTime' | 'cancelTime' | 'startTime' | 'endTime' | 'delFlag' | 'userIds' | 'createBy'> & {
  key: string;
  /** Days before the seed day it was written; released one hour later unless draft. */
  daysAgo: number;
  users?: string[];
  deleted?: boolean;
  /** Read state per user id: true read, false unread; users missing here have no send record yet. */
  reads?: Record<string, boolean>;
};

const HOUR = 3_600_000;
const DAY = 86_400_000;

export function announcementFixtures(core: CoreData): Seeded[] {
  const project = core.projects[0];
  const staff001 = core.users.find((u) => u.username === 'staff001')?.id;
  return [
    {
      key: 'spring-festival',
      titile: '春节放假安排通知',
      msgContent:
        '<p>各部门、各项目组：</p><p>根据国务院办公厅通知，春节放假调休共8天。请各项目组提前做好驻场人员排班，确保客户现场服务不中断。</p><p>人力资源部</p>',
      msgAbstract: '春节放假调休共8天，请提前安排驻场排班',
      sender: 'admin',
      priority: 'M',
      msgCategory: '1',
      msgType: 'ALL',
      sendStatus: '1',
      busType: null,
      busId: null,
      openType: null,
      openPage: null,
      daysAgo: 20,
      reads: { [ADMIN_ID]: true, [JEECG_ID]: false },
    },
    {
      key: 'social-security-base',
      titile: '关于社保缴费基数调整的通知',
      msgContent:
        '<p>根据本市人社局最新公布的社会平均工资，自本月起社保缴费基数随之调整。</p><ul><li>养老保险：单位16%，个人8%</li><li>医疗保险：单位9.8%，个人2%</li></ul><p>请各项目HR在花名册中核对派遣员工的缴费基数。</p>',
      msgAbstract: '社保缴费基数自本月起调整，请核对花名册',
      sender: 'admin',
      priority: 'H',
      msgCategory: '1',
      msgType: 'ALL',
      sendStatus: '1',
      busType: null,
      busId: null,
      openType: 'url',
      openPage: '/hrm/employee/rosterList',
      daysAgo: 12,
      reads: { [ADMIN_ID]: false, [JEECG_ID]: true },
    },
    {
      key: 'project-kickoff',
      titile: project ? `新项目启动：${project.projectName}` : '新项目启动',
      msgContent: `<p>项目已签约并进入启动阶段，首批驻场人员需在两周内到岗。</p><p>请招聘组与项目经理对接用人需求。</p>`,
      msgAbstract: '新项目启动，请对接首批用人需求',
      sender: 'admin',
      priority: 'M',
      msgCategory: '1',
      msgType: 'USER',
      users: [ADMIN_ID, JEECG_ID, ZHANGSAN_ID],
      sendStatus: '1',
      busType: 'project',
      busId: project?.id ?? null,
      openType: 'component',
      openPage: 'mis/project/ProjectDetail',
      daysAgo: 8,
      reads: { [ADMIN_ID]: false, [JEECG_ID]: true, [ZHANGSAN_ID]: false },
    },
    {
      key: 'system-upgrade',
      titile: '系统升级维护通知',
      msgContent: '<p>系统将于本周六 22:00 至次日 02:00 进行升级维护，期间无法登录，请提前保存工作。</p>',
      msgAbstract: '周六晚系统升级维护4小时',
      sender: 'admin',
      priority: 'H',
      msgCategory: '2',
      msgType: 'ALL',
      sendStatus: '1',
      busType: null,
      busId: null,
      openType: null,
      openPage: null,
      daysAgo: 5,
      reads: { [ADMIN_ID]: true, [JEECG_ID]: false },
    },
    {
      key: 'contract-renewal',
      titile: '劳动合同续签提醒',
      msgContent: '<p>您负责的项目中有 6 名员工的劳动合同将在30天内到期，请及时办理续签或终止手续。</p>',
      msgAbstract: '6名员工劳动合同30天内到期',
      sender: 'admin',
      priority: 'M',
      msgCategory: '2',
      msgType: 'USER',
      users: [JEECG_ID],
      sendStatus: '1',
      busType: null,
      busId: null,
      openType: 'url',
      openPage: '/mis/employee/getEmpContract',
      daysAgo: 4,
      reads: { [JEECG_ID]: false },
    },
    {
      key: 'salary-date',
      titile: '本月工资发放时间调整',
      msgContent: '<p>受节假日影响，本月工资将提前至 10 日发放，个税申报同步提前。</p>',
      msgAbstract: '本月工资提前至10日发放',
      sender: 'admin',
      priority: 'L',
      msgCategory: '1',
      msgType: 'ALL',
      sendStatus: '1',
      busType: null,
      busId: null,
      openType: null,
      openPage: null,
      daysAgo: 3,
      // nobody has read it yet: send records appear on each user's first listByUser
    },
    {
      key: 'handbook-unsafe-html',
      titile: '员工手册（2025版）发布',
      msgContent:
        '<p>新版员工手册已发布，请全体员工认真阅读。</p><script>alert("xss")</script><img src="x" onerror="alert(document.cookie)"><p><a href="javascript:alert(1)">点击下载附件</a></p>',
      msgAbstract: '新版员工手册已发布',
      sender: 'admin',
      priority: 'L',
      msgCategory: '1',
      msgType: 'ALL',
      sendStatus: '1',
      busType: null,
      busId: null,
      openType: null,
      openPage: null,
      daysAgo: 2,
      reads: { [ADMIN_ID]: false },
    },
    {
      key: 'password-expiry',
      titile: '密码即将过期提醒',
      msgContent: '<p>您的登录密码将在 7 天后过期，请在个人设置中修改密码。</p>',
      msgAbstract: '登录密码7天后过期',
      sender: 'admin',
      priority: 'M',
      msgCategory: '2',
      msgType: 'USER',
      users: [ADMIN_ID],
      sendStatus: '1',
      busType: null,
      busId: null,
      openType: null,
      openPage: null,
      daysAgo: 1,
      reads: { [ADMIN_ID]: false },
    },
    {
      key: 'onboarding-training',
      titile: '新员工入职培训安排',
      msgContent: '<p>本周三 14:00 在三楼培训室进行新员工入职培训，内容包括公司制度、信息安全与客户现场规范。</p>',
      msgAbstract: '周三下午入职培训',
      sender: 'jeecg',
      priority: 'L',
      msgCategory: '2',
      msgType: 'USER',
      users: [ZHANGSAN_ID, ...(staff001 ? [staff001] : [])],
      sendStatus: '1',
      busType: null,
      busId: null,
      openType: null,
      openPage: null,
      daysAgo: 6,
      reads: { [ZHANGSAN_ID]: true, ...(staff001 ? { [staff001]: false } : {}) },
    },
    {
      key: 'performance-review-draft',
      titile: '年中绩效考核安排（草稿）',
      msgContent: '<p>年中绩效考核将于下月初启动，请各部门负责人提前准备考核指标。</p>',
      msgAbstract: '年中绩效考核下月初启动',
      sender: null,
      priority: 'M',
      msgCategory: '1',
      msgType: 'ALL',
      sendStatus: '0',
      busType: null,
      busId: null,
      openType: null,
      openPage: null,
      daysAgo: 1,
    },
    {
      key: 'project-review-draft',
      titile: '项目结项评审会议通知（草稿）',
      msgContent: '<p>请项目负责人准备结项材料，评审会议时间另行通知。</p>',
      msgAbstract: '结项评审会议',
      sender: null,
      priority: 'L',
      msgCategory: '2',
      msgType: 'USER',
      users: [JEECG_ID],
      sendStatus: '0',
      busType: null,
      busId: null,
      openType: null,
      openPage: null,
      daysAgo: 0,
      reads: { [JEECG_ID]: false },
    },
    {
      key: 'team-building-revoked',
      titile: '团建活动通知（已取消）',
      msgContent: '<p>原定本月的团建活动因项目交付延期取消，另行安排。</p>',
      msgAbstract: '团建活动取消',
      sender: 'admin',
      priority: 'L',
      msgCategory: '1',
      msgType: 'ALL',
      sendStatus: '2',
      busType: null,
      busId: null,
      openType: null,
      openPage: null,
      daysAgo: 15,
      reads: { [ADMIN_ID]: false, [JEECG_ID]: false },
    },
    {
      key: 'attendance-rules-deleted',
      titile: '旧版考勤制度（已废止）',
      msgContent: '<p>本制度已废止。</p>',
      msgAbstract: null,
      sender: 'admin',
      priority: 'L',
      msgCategory: '1',
      msgType: 'ALL',
      sendStatus: '1',
      busType: null,
      busId: null,
      openType: null,
      openPage: null,
      daysAgo: 40,
      deleted: true,
      reads: { [ADMIN_ID]: false },
    },
  ];
}

export function seedAnnouncements(today: Date, core: CoreData): AnnouncementsData {
  // Whole hours before the seed moment, so times stay ordered and readable.
  const base = Math.floor(today.getTime() / HOUR) * HOUR;
  const announcements: AnnouncementRecord[] = [];
  const announcementSends: AnnouncementSendRecord[] = [];
  for (const fixture of announcementFixtures(core)) {
    const { key, daysAgo, users, deleted, reads, ...fields } = fixture;
    const written = base - daysAgo * DAY - 2 * HOUR;
    const released = fields.sendStatus === '0' ? null : written + HOUR;
    const id = stableId(`annt:${key}`);
    announcements.push({
      ...fields,
      id,
      startTime: dateTimeText(written),
      endTime: dateTimeText(written + 30 * DAY),
      sendTime: released === null ? null : dateTimeText(released),
      cancelTime: fields.sendStatus === '2' ? dateTimeText(written + 2 * DAY) : null,
      delFlag: deleted ? '1' : '0',
      userIds: users ? `${users.join(',')},` : null,
      createBy: fields.sender ?? 'admin',
      createTime: dateTimeText(written),
      updateBy: null,
      updateTime: null,
    });
    for (const [userId, read] of Object.entries(reads ?? {})) {
      announcementSends.push({
        id: stableId(`annt-send:${key}:${userId}`),
        anntId: id,
        userId,
        readFlag: read ? '1' : '0',
        readTime: read && released !== null ? dateTimeText(Math.min(released + 3 * HOUR, base)) : null,
        createBy: 'admin',
        createTime: dateTimeText(released ?? written),
      });
    }
  }
  return { announcements, announcementSends };
}
