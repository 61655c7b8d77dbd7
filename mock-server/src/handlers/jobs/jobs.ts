// 定时任务 (upstream QuartzJobController): the jobs' rows; the scheduler plugin runs those with status 0 on their
// cron expressions, and 执行一次 runs one at once.
import { idList } from '../../crud/rows.js';
import { canRunJobClass, runJob } from '../../domain/quartz-jobs.js';
import { fail } from '../../envelope.js';
import { BAD_IDS, NO_ENTITY, okText } from '../../entity/answers.js';
import { quartzJobs } from '../../entities/quartz-jobs.js';
import { readCron } from '../../lib/quartz-cron.js';
import type { ExcelColumn } from '../../crud/excel.js';
import type { QuartzJobRecord } from '../../store/records/jobs.js';
import type { BodyOf, Handler } from '../../types.js';

const NO_JOB = '定时任务不存在！';

/** What upstream's scheduling refuses: a class it cannot load, an expression Quartz cannot read, a second job of a class. */
function formProblem(form: BodyOf<'sysQuartzJobAdd'>, now: number, ownId: string | null, store: Parameters<typeof quartzJobs.all>[0]): { message: string; code?: number } | null {
  if (!canRunJobClass(form.jobClassName)) return { message: `后台找不到该类名：${form.jobClassName.trim()}` };
  const cron = readCron(form.cronExpression, new Date(now).getUTCFullYear());
  if (!cron.ok) return { message: `cron表达式有误：${cron.message}` };
  const taken = quartzJobs.all(store).some((job) => job.jobClassName === form.jobClassName.trim() && job.id !== ownId);
  return taken ? { message: '数据库中已存在该记录', code: 510 } : null;
}

const formValues = (form: BodyOf<'sysQuartzJobAdd'>) => ({
  jobClassName: form.jobClassName.trim(),
  cronExpression: form.cronExpression.trim(),
  parameter: form.parameter ?? null,
  description: form.description ?? null,
});

export const sysQuartzJobList: Handler<'sysQuartzJobList'> = ({ query }, { store }) => quartzJobs.page(store, query);

export const sysQuartzJobAdd: Handler<'sysQuartzJobAdd'> = ({ body, session }, { store, now }) => {
  const problem = formProblem(body, now(), null, store);
  if (problem) return fail(problem.message, problem.code);
  quartzJobs.insert(store, { ...formValues(body), status: body.status ?? 0, delFlag: 0 }, session, now());
  return okText('创建定时任务成功');
};

export const sysQuartzJobEdit: Handler<'sysQuartzJobEdit'> = ({ body, session }, { store, now }) => {
  const job = quartzJobs.get(store, body.id);
  if (!job) return fail(NO_ENTITY);
  const problem = formProblem(body, now(), job.id, store);
  if (problem) return fail(problem.message, problem.code);
  quartzJobs.update(job, { ...formValues(body), status: body.status ?? job.status }, session, now());
  return okText('更新定时任务成功!');
};

export const sysQuartzJobDelete: Handler<'sysQuartzJobDelete'> = ({ query }, { store }) => {
  if (!quartzJobs.get(store, query.id)) return fail(NO_ENTITY);
  quartzJobs.remove(store, [query.id]);
  return okText('删除成功!');
};

export const sysQuartzJobDeleteBatch: Handler<'sysQuartzJobDeleteBatch'> = ({ query }, { store }) => {
  const ids = idList(query.ids);
  if (ids.length === 0) return fail(BAD_IDS);
  quartzJobs.remove(store, ids);
  return okText('删除定时任务成功!');
};

export const sysQuartzJobQueryById: Handler<'sysQuartzJobQueryById'> = ({ query }, { store }) => {
  const job = quartzJobs.get(store, query.id);
  return { success: true, message: '', code: 200, result: job ? quartzJobs.view(store, job) : null, timestamp: Date.now() };
};

export const sysQuartzJobPause: Handler<'sysQuartzJobPause'> = ({ query, session }, { store, now }) => {
  const job = quartzJobs.get(store, query.id);
  if (!job) return fail(NO_JOB);
  quartzJobs.update(job, { status: -1 }, session, now());
  return okText('停止定时任务成功');
};

export const sysQuartzJobResume: Handler<'sysQuartzJobResume'> = ({ query, session }, { store, now }) => {
  const job = quartzJobs.get(store, query.id);
  if (!job) return fail(NO_JOB);
  quartzJobs.update(job, { status: 0 }, session, now());
  return okText('启动定时任务成功');
};

export const sysQuartzJobExecute: Handler<'sysQuartzJobExecute'> = ({ query }, { store, now }) => {
  const job = quartzJobs.get(store, query.id);
  if (!job) return fail(NO_ENTITY);
  return runJob(store, job, now()) ? okText('执行成功!') : fail('执行失败!');
};

const JOB_COLUMNS: ExcelColumn[] = [
  { header: '任务类名', key: 'jobClassName', width: 40 },
  { header: 'cron表达式', key: 'cronExpression', width: 30 },
  { header: '参数', key: 'parameter', width: 15 },
  { header: '描述', key: 'description', width: 40 },
  { header: '状态', key: 'status_dictText', width: 15 },
];

export const sysQuartzJobExportXls: Handler<'sysQuartzJobExportXls'> = ({ query, session }, { store, now }) =>
  quartzJobs.exportFile(store, query, session, now(), { title: '定时任务列表数据', columns: JOB_COLUMNS });

type ImportedJob = Pick<QuartzJobRecord, 'jobClassName' | 'cronExpression' | 'parameter' | 'description'>;

export const sysQuartzJobImportExcel: Handler<'sysQuartzJobImportExcel'> = ({ uploads, session }, ctx) =>
  quartzJobs.importFile<ImportedJob>(uploads, ctx, {
    columns: JOB_COLUMNS,
    errorTitle: '定时任务导入错误',
    formOf: (values) => {
      const form = { jobClassName: values.jobClassName ?? '', cronExpression: values.cronExpression ?? '', parameter: values.parameter || null, description: values.description || null };
      if (!form.jobClassName) return '任务类名不能为空';
      const problem = formProblem(form, ctx.now(), null, ctx.store);
      if (problem?.code === 510) return '任务类名已经存在，忽略导入。';
      return problem ? problem.message : { ...formValues(form) };
    },
    problemOf: () => null,
    // Upstream imports jobs stopped: they join the schedule only when started by hand (its #2986).
    create: (form) => quartzJobs.insert(ctx.store, { ...form, status: -1, delFlag: 0 }, session, ctx.now()),
  });
