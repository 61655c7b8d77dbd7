// The jobs the mock can run (定时任务) and one run of a job: the job's work, then a system log entry with its
// outcome. The scheduler plugin calls runJob on each job's cron schedule; 执行一次 calls it at once.
import { announcements, announcementSends } from '../entities/announcements.js';
import { employees } from '../entities/employees.js';
import { backups } from '../entities/hr-backups.js';
import { contracts } from '../entities/hr-contracts.js';
import { users } from '../entities/users.js';
import { JOB_CLASSES } from '../fixtures/jobs.js';
import { dateText, dateTimeText } from '../lib/dates.js';
import type { QuartzJobRecord } from '../store/records/jobs.js';
import { pushAnnouncement } from '../store/socket-hub.js';
import type { Store } from '../store/store.js';
import { recordLog } from './system-log.js';

type JobWork = (store: Store, parameter: string | null, now: number) => string;

/** Upstream's SampleJob logs a greeting; here it is the log entry itself. */
const sampleJob: JobWork = (_store, _parameter, now) => `SampleJob：普通定时任务执行，时间 ${dateTimeText(now)}`;

const sampleParamJob: JobWork = (_store, parameter, now) => `SampleParamJob：带参数的定时任务执行，参数 ${parameter ?? '（无）'}，时间 ${dateTimeText(now)}`;

/** Administrators are told by a system message naming the contracts that end within `parameter` days (30 unless given). */
const contractExpiryReminder: JobWork = (store, parameter, now) => {
  const days = parameter?.trim() ? Number(parameter) : 30;
  if (!Number.isInteger(days) || days < 0) throw new Error(`参数应为天数，收到“${parameter}”`);
  const today = dateText(now);
  const until = dateText(now + days * 86_400_000);
  const ending = contracts.all(store).filter((row) => row.status === '1' && row.endDate >= today && row.endDate <= until);
  if (ending.length === 0) return `劳动合同到期提醒：${days} 天内没有到期的合同`;
  const admins = users.all(store).filter((user) => user.username === 'admin');
  const title = `${ending.length} 份劳动合同将在 ${days} 天内到期`;
  const message = announcements.insert(
    store,
    {
      titile: title,
      msgContent: `<p>${ending.map((row) => `${row.contractNo}（${row.endDate} 到期）`).join('<br/>')}</p>`,
      msgAbstract: title,
      startTime: dateTimeText(now),
      endTime: null,
      sender: 'system',
      priority: 'M',
      msgCategory: '2',
      msgType: 'USER',
      sendStatus: '1',
      sendTime: dateTimeText(now),
      cancelTime: null,
      delFlag: '0',
      busType: null,
      busId: null,
      openType: null,
      openPage: null,
      userIds: admins.map((user) => `${user.id},`).join(''),
    },
    null,
    now,
  );
  for (const admin of admins) announcementSends.insert(store, { anntId: message.id, userId: admin.id, readFlag: '0', readTime: null }, null, now);
  pushAnnouncement(store, admins.map((user) => user.id), { cmd: 'user', msgId: message.id, msgTxt: title });
  return `劳动合同到期提醒：${title}，已发消息给 ${admins.length} 位管理员`;
};

/** 花名册备份 made by the schedule (自动备份), named after the moment it ran, as 花名册备份's own button names a backup. */
const rosterBackup: JobWork = (store, _parameter, now) => {
  const roster = structuredClone(employees.live(store));
  const backupName = `自动备份${dateTimeText(now).replace(/\D/g, '')}`;
  backups.insert(
    store,
    { backupName, backupType: '2', employeeCount: roster.length, activeCount: roster.filter((e) => e.status !== '3').length, remark: '定时任务自动备份', employees: roster },
    null,
    now,
  );
  return `花名册自动备份：${backupName}，共备份${roster.length}名员工`;
};

const WORK: Record<string, JobWork> = {
  [JOB_CLASSES.sample]: sampleJob,
  [JOB_CLASSES.sampleParam]: sampleParamJob,
  [JOB_CLASSES.contractReminder]: contractExpiryReminder,
  [JOB_CLASSES.rosterBackup]: rosterBackup,
};

export const canRunJobClass = (jobClassName: string): boolean => jobClassName.trim() in WORK;

export type JobRun = Pick<QuartzJobRecord, 'jobClassName' | 'parameter' | 'description'>;

/** Runs a job once and writes the outcome to the system log (操作日志); false when the job failed. */
export function runJob(store: Store, job: JobRun, now: number): boolean {
  const work = WORK[job.jobClassName.trim()];
  const started = Date.now();
  let outcome: string;
  let succeeded = true;
  try {
    if (!work) throw new Error(`后台找不到该类名：${job.jobClassName}`);
    outcome = work(store, job.parameter, now);
  } catch (error) {
    succeeded = false;
    outcome = `执行失败：${(error as Error).message}`;
  }
  const name = job.description?.trim() || job.jobClassName;
  recordLog(store, now, {
    logType: 2,
    logContent: `定时任务「${name}」${succeeded ? '执行成功' : '执行失败'}：${outcome}`,
    user: null,
    ip: '127.0.0.1',
    method: job.jobClassName,
    requestParam: job.parameter,
    costTime: Date.now() - started,
  });
  return succeeded;
}
