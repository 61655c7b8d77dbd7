// 薪资核算: a group's month computed into payslips (lib/payroll: items, social insurance and housing fund, the
// cumulative withholding tax, net pay, employer cost; totals summed in cents), locked (no more changes) and unlocked
// with its own permission, and its payslips sent to the employees as messages (我的消息 and the bell).
import { pageOf } from '../../crud/rows.js';
import { fail, ok } from '../../envelope.js';
import { dateTimeText } from '../../lib/dates.js';
import { cheapStableId } from '../../lib/ids.js';
import { archiveInput, computeBatch, employedIn, itemRule, policyInput, priorByEmployee, variablesInput, type Member } from '../../lib/payroll/batch.js';
import { toYuan, yuanText, toCents } from '../../lib/payroll/money.js';
import type { PayrollBatchRow, PayslipRow } from '../../store/records/payroll.js';
import { pushAnnouncement } from '../../store/socket-hub.js';
import type { Store } from '../../store/store.js';
import type { Handler } from '../../types.js';
import { announcements, announcementSends } from '../../entities/announcements.js';
import { employees } from '../../entities/employees.js';
import { BATCH_OPTIONS, PAYROLL_BATCH_FIELDS, payrollBatches, payslips, salaryArchives, salaryGroups, salaryItems, salaryVariables, socialInsurances } from '../../entities/payroll.js';
import { users } from '../../entities/users.js';
import { batchOf, lockedProblem, NOT_FOUND, say, thisMonth, type Session } from './shared.js';

export const misPayrollList: Handler<'misPayrollList'> = ({ query }, { store }) => pageOf(store, payrollBatches.all(store), query, PAYROLL_BATCH_FIELDS, BATCH_OPTIONS);

/** Replaces the batch's payslips with `fresh`, in one pass over the table (a recomputation of 10 000 rows). */
function replacePayslips(store: Store, batchId: string, fresh: PayslipRow[]): void {
  const rows = payslips.all(store);
  let kept = 0;
  for (const row of rows) if (row.batchId !== batchId) rows[kept++] = row;
  rows.length = kept;
  for (const row of fresh) rows.push(row);
}

export const misPayrollCompute: Handler<'misPayrollCompute'> = ({ body, session }, ctx) => {
  const started = performance.now();
  const { store } = ctx;
  const { month, groupId } = body;
  const group = salaryGroups.get(store, groupId);
  if (!group) return fail('薪资组不存在');
  if (group.status !== '1') return fail('该薪资组已停用');
  if (month > thisMonth(ctx)) return fail('不能核算未来月份的工资');
  const locked = lockedProblem(store, month, groupId, '不能重新核算');
  if (locked) return fail(locked);
  const items = salaryItems
    .all(store)
    .filter((i) => i.groupId === groupId)
    .sort((a, b) => a.sortNo - b.sortNo)
    .map(itemRule);
  if (items.length === 0) return fail('该薪资组没有薪资项目');

  const roster = new Map(employees.live(store).map((e) => [e.id, e]));
  const policies = new Map(socialInsurances.all(store).map((p) => [p.id, policyInput(p)]));
  const variables = new Map(salaryVariables.all(store).flatMap((v) => (v.month === month ? [[v.employeeId, v] as const] : [])));
  const members: Member[] = [];
  for (const archive of salaryArchives.all(store)) {
    if (archive.groupId !== groupId) continue;
    const e = roster.get(archive.employeeId);
    if (!e || !employedIn(month, e.entryDate, e.leaveDate)) continue;
    const v = variables.get(e.id);
    members.push({
      employee: { id: e.id, workNo: e.workNo, name: e.name, idCard: e.idCard, departId: e.departId, projectId: e.projectId, entryDate: e.entryDate },
      archive: archiveInput(archive),
      policy: policies.get(archive.policyId) ?? null,
      variables: v ? variablesInput(v) : null,
    });
  }
  if (members.length === 0) return fail('该薪资组没有成员');

  const existing = batchOf(store, month, groupId);
  const batchId = existing?.id ?? cheapStableId(`payroll-batch:${month}:${groupId}:${ctx.now()}`);
  const computedAt = dateTimeText(ctx.now());
  const { payslips: fresh, totals, withoutVariables } = computeBatch({
    batchId,
    month,
    groupId,
    items,
    members,
    prior: priorByEmployee(payslips.all(store), month),
    createTime: computedAt,
    idOf: (employeeId) => cheapStableId(`payslip:${batchId}:${employeeId}`),
  });
  replacePayslips(store, batchId, fresh);
  const values: Omit<PayrollBatchRow, 'id' | 'month' | 'groupId'> = {
    status: '1',
    headcount: totals.headcount,
    grossTotal: toYuan(totals.grossTotal),
    insurancePersonalTotal: toYuan(totals.insurancePersonalTotal),
    taxTotal: toYuan(totals.taxTotal),
    netTotal: toYuan(totals.netTotal),
    insuranceCompanyTotal: toYuan(totals.insuranceCompanyTotal),
    companyCostTotal: toYuan(totals.companyCostTotal),
    computeBy: session?.username ?? null,
    computeTime: computedAt,
    lockBy: null,
    lockTime: null,
    sendCount: 0,
    sendTime: null,
  };
  const batch = existing ? Object.assign(existing, values) : payrollBatches.add(store, { id: batchId, month, groupId, ...values });
  const view = pageOf(store, [batch], {}, PAYROLL_BATCH_FIELDS).result?.records[0] ?? batch;
  return ok({ batch: view, computed: fresh.length, withoutVariables, elapsedMs: Math.round(performance.now() - started) }, { message: `核算完成，共${fresh.length}人` });
};

export const misPayrollLock: Handler<'misPayrollLock'> = ({ query, session }, { store, now }) => {
  const batch = payrollBatches.all(store).find((b) => b.id === query.id);
  if (!batch) return fail(NOT_FOUND);
  if (batch.status === '2') return fail('该月工资已锁定');
  Object.assign(batch, { status: '2', lockBy: session?.username ?? null, lockTime: dateTimeText(now()) });
  return say('锁定成功');
};

export const misPayrollUnlock: Handler<'misPayrollUnlock'> = ({ query }, { store }) => {
  const batch = payrollBatches.all(store).find((b) => b.id === query.id);
  if (!batch) return fail(NOT_FOUND);
  if (batch.status !== '2') return fail('该月工资未锁定');
  if (payrollBatches.all(store).some((b) => b.groupId === batch.groupId && b.month > batch.month && b.status === '2')) return fail('已有后续月份锁定，不能解锁');
  Object.assign(batch, { status: '1', lockBy: null, lockTime: null });
  return say('解锁成功');
};

// ---------------------------------------------------------------- 发送工资条

/** The employee's system account: the user with the same 工号, else the same mobile. */
function accountsOf(store: Store) {
  const live = users.live(store).filter((u) => u.status === 1);
  return { byWorkNo: new Map(live.filter((u) => u.workNo).map((u) => [u.workNo as string, u.id])), byPhone: new Map(live.filter((u) => u.phone).map((u) => [u.phone as string, u.id])) };
}

const cell = (label: string, yuan: number) => `<tr><td>${label}</td><td style="text-align:right">${yuanText(toCents(yuan))}</td></tr>`;

/** The payslip as the message staff read in 我的消息. */
export function payslipHtml(slip: PayslipRow, groupName: string): string {
  const lines = slip.lines.map((l) => cell(`${l.name}${l.itemType === '2' ? '（扣）' : ''}`, l.amount)).join('');
  return [
    `<p>${slip.name}（${slip.workNo}），您好！以下是您${slip.month}的工资条（${groupName}）：</p>`,
    `<table border="1" cellpadding="4" style="border-collapse:collapse">`,
    `<tr><td>出勤</td><td style="text-align:right">${slip.attendanceDays} / ${slip.workDays} 天</td></tr>`,
    lines,
    cell('应发工资', slip.grossPay),
    cell('养老保险（个人）', slip.pensionPersonal),
    cell('医疗保险（个人）', slip.medicalPersonal),
    cell('失业保险（个人）', slip.unemploymentPersonal),
    cell('住房公积金（个人）', slip.housingPersonal),
    cell('专项附加扣除', slip.specialDeduction),
    cell('个人所得税', slip.tax),
    `<tr><td><b>实发工资</b></td><td style="text-align:right"><b>${yuanText(toCents(slip.netPay))}</b></td></tr>`,
    `</table><p>如有疑问，请联系人力资源部薪酬专员。</p>`,
  ].join('');
}

function sendOne(store: Store, slip: PayslipRow, userId: string, groupName: string, session: Session, now: number): void {
  const title = `${slip.month}工资条`;
  const annt = announcements.insert(
    store,
    {
      titile: title,
      msgContent: payslipHtml(slip, groupName),
      msgAbstract: `${slip.month}实发工资 ${yuanText(toCents(slip.netPay))} 元`,
      startTime: null,
      endTime: null,
      sender: session?.username ?? null,
      priority: 'M',
      msgCategory: '2',
      msgType: 'USER',
      sendStatus: '1',
      sendTime: dateTimeText(now),
      cancelTime: null,
      delFlag: '0',
      busType: 'payslip',
      busId: slip.id,
      openType: null,
      openPage: null,
      userIds: `${userId},`,
    },
    session,
    now,
  );
  announcementSends.insert(store, { anntId: annt.id, userId, readFlag: '0', readTime: null }, session, now);
  pushAnnouncement(store, [userId], { cmd: 'user', msgId: annt.id, msgTxt: title });
}

export const misPayrollSend: Handler<'misPayrollSend'> = ({ query, session }, { store, now }) => {
  const batch = payrollBatches.all(store).find((b) => b.id === query.id);
  if (!batch) return fail(NOT_FOUND);
  if (batch.status !== '2') return fail('请先锁定工资再发送工资条');
  const { byWorkNo, byPhone } = accountsOf(store);
  const mobiles = new Map(employees.all(store).map((e) => [e.id, e.mobile]));
  const groupName = salaryGroups.get(store, batch.groupId)?.name ?? '';
  const at = now();
  const slips = payslips.all(store).filter((s) => s.batchId === batch.id);
  const withoutAccount: string[] = [];
  let sent = 0;
  for (const slip of slips) {
    if (slip.sendStatus === '1') continue;
    const mobile = mobiles.get(slip.employeeId);
    const userId = byWorkNo.get(slip.workNo) ?? (mobile ? byPhone.get(mobile) : undefined);
    if (!userId) {
      slip.sendStatus = '2';
      withoutAccount.push(`${slip.name}(${slip.workNo})`);
      continue;
    }
    sendOne(store, slip, userId, groupName, session, at);
    slip.sendStatus = '1';
    slip.sendTime = dateTimeText(at);
    sent++;
  }
  batch.sendCount = slips.filter((s) => s.sendStatus === '1').length;
  batch.sendTime = dateTimeText(at);
  return ok({ total: slips.length, sent, withoutAccount }, { message: `已发送${sent}条工资条` });
};
