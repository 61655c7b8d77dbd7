import { describe, expect, it } from 'vitest';
import { call, callRaw, expectFail, mockPerFile, multipart, readSheet, resultOf, workbook, XLSX } from '../kit';

const mock = mockPerFile({ login: 'admin' });

const SAMPLE = 'org.jeecg.modules.quartz.job.SampleJob';
const PARAM = 'org.jeecg.modules.quartz.job.SampleParamJob';
const REMINDER = 'org.jeecg.modules.hrm.job.ContractExpiryReminderJob';
const BACKUP = 'org.jeecg.modules.hrm.job.RosterBackupJob';

const list = async (query = '') => resultOf(await call(mock.app, 'sysQuartzJobList', { url: `/v1/sys/quartzJob/list${query}`, token: mock.token }));
const add = (payload: object) => call(mock.app, 'sysQuartzJobAdd', { method: 'POST', url: '/v1/sys/quartzJob/add', token: mock.token, payload });
const edit = (payload: object) => call(mock.app, 'sysQuartzJobEdit', { method: 'PUT', url: '/v1/sys/quartzJob/edit', token: mock.token, payload });
const byId = <Op extends 'sysQuartzJobPause' | 'sysQuartzJobResume' | 'sysQuartzJobExecute' | 'sysQuartzJobQueryById'>(operation: Op, path: string, id: string) =>
  call(mock.app, operation, { url: `/v1/sys/quartzJob/${path}?id=${id}`, token: mock.token });
const logsOf = async (keyWord: string) =>
  resultOf(await call(mock.app, 'sysLogList', { url: `/v1/sys/log/list?logType=2&keyWord=${encodeURIComponent(keyWord)}&pageSize=100`, token: mock.token })).records;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('定时任务', () => {
  it('lists the seeded jobs with their class and status texts (code 200), filtered by status', async () => {
    const answer = await call(mock.app, 'sysQuartzJobList', { url: '/v1/sys/quartzJob/list', token: mock.token });
    expect(answer.body).toMatchObject({ success: true, code: 200 });
    const page = resultOf(answer);
    expect(page.records.map((job) => job.jobClassName).sort()).toEqual([REMINDER, SAMPLE, BACKUP].sort());
    expect(page.records.find((job) => job.jobClassName === SAMPLE)).toMatchObject({ status: -1, status_dictText: '停止', jobClassName_dictText: '示例任务（写日志）' });
    // Seeded stopped: nothing runs until an administrator starts it.
    expect((await list('?status=0')).total).toBe(0);
    expect((await list('?status=-1')).total).toBe(3);
  });

  it('a job added with status 0 runs every second and writes its runs to the log; pause stops it, resume starts it again', async () => {
    await mock.fromSeed(async () => {
      const answer = await add({ jobClassName: PARAM, cronExpression: '* * * * * ? *', parameter: 'contract-probe', description: '每秒探针', status: 0 });
      expect(answer.body).toMatchObject({ success: true, code: 200, message: '创建定时任务成功', result: '创建定时任务成功' });
      const job = (await list(`?jobClassName=${PARAM}`)).records[0]!;
      await sleep(2300);
      const runs = await logsOf('每秒探针');
      expect(runs.length).toBeGreaterThanOrEqual(2);
      expect(runs[0]).toMatchObject({ logType: 2, method: PARAM, requestParam: 'contract-probe' });
      expect(runs[0]?.logContent).toMatch(/^定时任务「每秒探针」执行成功：SampleParamJob：带参数的定时任务执行，参数 contract-probe/);

      expect((await byId('sysQuartzJobPause', 'pause', job.id)).body).toMatchObject({ success: true, message: '停止定时任务成功' });
      await sleep(1100);
      const paused = (await logsOf('每秒探针')).length;
      await sleep(1200);
      expect((await logsOf('每秒探针')).length).toBe(paused);
      expect(resultOf(await byId('sysQuartzJobQueryById', 'queryById', job.id))).toMatchObject({ status: -1 });

      expect((await byId('sysQuartzJobResume', 'resume', job.id)).body).toMatchObject({ success: true, message: '启动定时任务成功' });
      await sleep(1200);
      expect((await logsOf('每秒探针')).length).toBeGreaterThan(paused);
    });
  });

  it('执行一次 runs a stopped job at once; the contract reminder sends the administrators a message; the backup job backs the roster up', async () => {
    await mock.fromSeed(async (app, token) => {
      const jobs = (await list()).records;
      const sample = jobs.find((job) => job.jobClassName === SAMPLE)!;
      expect((await byId('sysQuartzJobExecute', 'execute', sample.id)).body).toMatchObject({ success: true, message: '执行成功!' });
      expect((await logsOf('示例任务'))[0]?.logContent).toMatch(/^定时任务「示例任务：每 30 秒写一条日志」执行成功：SampleJob/);
      const reminder = jobs.find((job) => job.jobClassName === REMINDER)!;
      await edit({ ...reminder, parameter: '3650' });
      expect((await byId('sysQuartzJobExecute', 'execute', reminder.id)).body).toMatchObject({ success: true });
      expect((await logsOf('劳动合同到期提醒'))[0]?.logContent).toMatch(/份劳动合同将在 3650 天内到期，已发消息给 1 位管理员$/);
      const messages = resultOf(await call(app, 'sysAnnountCementListByUser', { url: '/v1/sys/annountCement/listByUser', token }));
      expect(JSON.stringify(messages)).toContain('份劳动合同将在 3650 天内到期');
      const backup = jobs.find((job) => job.jobClassName === BACKUP)!;
      expect((await byId('sysQuartzJobExecute', 'execute', backup.id)).body).toMatchObject({ success: true });
      const latest = resultOf(await call(app, 'misEmployeeBackupList', { url: '/v1/mis/employee/backup/list', token })).records[0];
      expect(latest).toMatchObject({ backupType: '2', remark: '定时任务自动备份' });
      expect(latest?.backupName).toMatch(/^自动备份\d{14}$/);
    });
  });

  it('edit changes the expression and description; queryById reads it back', async () => {
    await mock.fromSeed(async () => {
      const sample = (await list(`?jobClassName=${SAMPLE}`)).records[0]!;
      const answer = await edit({ id: sample.id, jobClassName: SAMPLE, cronExpression: '0 0 22-2 ? * FRI-MON', description: '改过', status: -1 });
      expect(answer.body).toMatchObject({ success: true, message: '更新定时任务成功!' });
      expect(resultOf(await byId('sysQuartzJobQueryById', 'queryById', sample.id))).toMatchObject({ cronExpression: '0 0 22-2 ? * FRI-MON', description: '改过', status: -1 });
    });
  });

  it('refuses what upstream’s scheduling refuses, each with its message', async () => {
    expect((await add({ jobClassName: 'org.example.Nothing', cronExpression: '0 0 0 * * ?' })).body).toMatchObject({ success: false, code: 500, message: '后台找不到该类名：org.example.Nothing' });
    expect((await add({ jobClassName: PARAM, cronExpression: '0 0 0 L,5 * ?' })).body).toMatchObject({
      success: false,
      message: 'cron表达式有误：“日”字段有误：“L”和“W”只能单独使用，不能与其他值组成列表',
    });
    expect((await add({ jobClassName: SAMPLE, cronExpression: '0 0 0 * * ?' })).body).toMatchObject({ success: false, code: 510, message: '数据库中已存在该记录' });
    expect((await edit({ id: 'nope', jobClassName: SAMPLE, cronExpression: '0 0 0 * * ?' })).body).toMatchObject({ success: false, message: '未找到对应实体' });
    expect((await byId('sysQuartzJobPause', 'pause', 'nope')).body).toMatchObject({ success: false, message: '定时任务不存在！' });
    expect((await byId('sysQuartzJobResume', 'resume', 'nope')).body).toMatchObject({ success: false, message: '定时任务不存在！' });
    expect((await byId('sysQuartzJobExecute', 'execute', 'nope')).body).toMatchObject({ success: false, message: '未找到对应实体' });
    expect((await byId('sysQuartzJobQueryById', 'queryById', 'nope')).body).toMatchObject({ success: true, result: null });
  });

  it('names a missing field or parameter in a 400', async () => {
    const noCron = await add({ jobClassName: PARAM });
    expect(noCron.status).toBe(400);
    expect(noCron.body.message).toBe('参数错误：body.cronExpression 不能为空');
    for (const [operation, path] of [['sysQuartzJobPause', 'pause'], ['sysQuartzJobResume', 'resume'], ['sysQuartzJobExecute', 'execute'], ['sysQuartzJobQueryById', 'queryById']] as const) {
      const answer = await call(mock.app, operation, { url: `/v1/sys/quartzJob/${path}`, token: mock.token });
      expect(answer.status, path).toBe(400);
    }
    const noId = await call(mock.app, 'sysQuartzJobDelete', { method: 'DELETE', url: '/v1/sys/quartzJob/delete', token: mock.token });
    expect(noId.status).toBe(400);
    const noIds = await call(mock.app, 'sysQuartzJobDeleteBatch', { method: 'DELETE', url: '/v1/sys/quartzJob/deleteBatch?ids=,,', token: mock.token });
    expect(noIds.body).toMatchObject({ success: false, message: '参数不识别！' });
    expect((await call(mock.app, 'sysQuartzJobList', { url: '/v1/sys/quartzJob/list?pageSize=20000', token: mock.token })).status).toBe(400);
  });

  it('delete and deleteBatch remove jobs for good', async () => {
    await mock.fromSeed(async () => {
      const [first, second, third] = (await list()).records;
      const deleted = await call(mock.app, 'sysQuartzJobDelete', { method: 'DELETE', url: `/v1/sys/quartzJob/delete?id=${first!.id}`, token: mock.token });
      expect(deleted.body).toMatchObject({ success: true, message: '删除成功!' });
      expect((await call(mock.app, 'sysQuartzJobDelete', { method: 'DELETE', url: `/v1/sys/quartzJob/delete?id=${first!.id}`, token: mock.token })).body).toMatchObject({ success: false, message: '未找到对应实体' });
      const batch = await call(mock.app, 'sysQuartzJobDeleteBatch', { method: 'DELETE', url: `/v1/sys/quartzJob/deleteBatch?ids=${second!.id},${third!.id}`, token: mock.token });
      expect(batch.body).toMatchObject({ success: true, message: '删除定时任务成功!' });
      expect((await list()).total).toBe(0);
    });
  });

  it('exports the jobs and imports them back stopped, with row errors', async () => {
    await mock.fromSeed(async () => {
      const file = await callRaw(mock.app, 'sysQuartzJobExportXls', { url: `/v1/sys/quartzJob/exportXls?jobClassName=${SAMPLE}`, token: mock.token });
      const rows = await readSheet(file.raw);
      expect(rows[2]).toEqual(['任务类名', 'cron表达式', '参数', '描述', '状态']);
      expect(rows.slice(3)).toEqual([[SAMPLE, '0/30 * * * * ?', '', '示例任务：每 30 秒写一条日志', '停止']]);
      const sheet = await workbook([
        ['任务类名', 'cron表达式', '参数', '描述', '状态'],
        [PARAM, '0 0 22-2 * * ?', 'x', '导入的任务', '正常'],
        [SAMPLE, '0 0 0 * * ?', '', '重复的类', '正常'],
        ['org.example.Nothing', '0 0 0 * * ?', '', '未知的类', ''],
        [PARAM, '0 0 0 L,5 * ?', '', '错误的表达式', ''],
        ['', '0 0 0 * * ?', '', '无类名', ''],
      ]);
      const form = multipart({}, { name: '定时任务.xlsx', type: XLSX, content: sheet });
      const answer = await call(mock.app, 'sysQuartzJobImportExcel', { method: 'POST', url: '/v1/sys/quartzJob/importExcel', token: mock.token, headers: form.headers, payload: form.payload });
      expect(answer.body).toMatchObject({ success: true, code: 201, result: { totalCount: 5, successCount: 1, errorCount: 4 } });
      expect((await list(`?jobClassName=${PARAM}`)).records[0]).toMatchObject({ cronExpression: '0 0 22-2 * * ?', description: '导入的任务', status: -1 });
    });
  });

  it('export with a bad sort answers the envelope; an import with no file answers the reason', async () => {
    const exported = await callRaw(mock.app, 'sysQuartzJobExportXls', { url: '/v1/sys/quartzJob/exportXls?column=salary', token: mock.token });
    expect(JSON.parse(exported.raw.toString())).toMatchObject({ success: false, message: '请注意，将要排序的列字段不存在：salary' });
    const empty = multipart({ note: 'x' });
    const answer = await call(mock.app, 'sysQuartzJobImportExcel', { method: 'POST', url: '/v1/sys/quartzJob/importExcel', token: mock.token, headers: empty.headers, payload: empty.payload });
    expectFail(answer, '参数错误：body.file 不能为空（请上传Excel文件）');
  });
});
