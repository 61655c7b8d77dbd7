// 劳动合同: contracts of employees, renewal, export.
import type { ExcelColumn } from '../../crud/excel.js';
import { NOT_FOUND, pageOf } from '../../crud/rows.js';
import { fail, ok } from '../../envelope.js';
import type { Store } from '../../store/store.js';
import type { BodyOf, Handler, HandlerContext } from '../../types.js';
import { ADDED, DELETED, EDITED, exportRows, NO_EMPLOYEE, NO_ID, say, today, withText } from './shared.js';
import type { NewRow } from '../../entity/entity.js';
import { daysBetween, plusDays } from '../../lib/days.js';
import type { ContractRow } from '../../store/records/hr.js';
import { employees } from '../../entities/employees.js';
import { CONTRACT_FIELDS, CONTRACT_OPTIONS, contracts } from '../../entities/hr-contracts.js';

/** 生效中 past its end date reads as 已到期. */
export const contractStatus = (c: ContractRow, day: string): ContractRow['status'] => (c.status === '1' && c.endDate < day ? '2' : c.status);

type ContractView = ContractRow & { workNo: string; name: string; departId: string | null; projectId: string | null; daysToExpire: number | null };

/** The contracts joined with the roster, kept until the next write (or the next day: daysToExpire counts from it). */
export function contractRows(store: Store, ctx: HandlerContext): ContractView[] {
  const day = today(ctx);
  return store.memo(`hr:contract-rows:${day}`, () => joinContracts(store, day));
}

function joinContracts(store: Store, day: string): ContractView[] {
  const roster = new Map(employees.live(store).map((e) => [e.id, e]));
  // A loop, not flatMap: with 10 000 employees flatMap's one-row arrays took most of the list's time.
  const rows: ContractView[] = [];
  for (const c of contracts.all(store)) {
    const e = roster.get(c.employeeId);
    if (!e) continue;
    const status = contractStatus(c, day);
    rows.push({ ...c, status, workNo: e.workNo, name: e.name, departId: e.departId, projectId: e.projectId, daysToExpire: status === '1' ? daysBetween(day, c.endDate) : null });
  }
  return rows;
}

/** The next contract number: HT + the year + the next sequence of all numbers issued. */
function nextContractNo(store: Store, year: string): string {
  const sequence = contracts.all(store).reduce((max, c) => (/^HT\d{9,}$/.test(c.contractNo) ? Math.max(max, Number(c.contractNo.slice(6))) : max), 0);
  for (let n = sequence + 1; ; n++) {
    const no = `HT${year}${String(n).padStart(5, '0')}`;
    if (!contracts.all(store).some((c) => c.contractNo === no)) return no;
  }
}

export function signContract(
  store: Store,
  ctx: HandlerContext,
  values: Omit<NewRow<ContractRow>, 'contractNo'> & { contractNo?: string | null },
  session: { username: string } | null,
): ContractRow {
  const contractNo = values.contractNo || nextContractNo(store, values.signDate.slice(0, 4));
  const contract = contracts.insert(store, { ...values, contractNo }, session, ctx.now());
  const employee = employees.all(store).find((e) => e.id === contract.employeeId);
  if (employee && (!employee.contractEndDate || employee.contractEndDate < contract.endDate)) employee.contractEndDate = contract.endDate;
  return contract;
}

/** The latest contract end of an employee (their contractEndDate), or null without contracts. */
function latestContractEnd(store: Store, employeeId: string): string | null {
  return contracts.all(store).filter((c) => c.employeeId === employeeId && c.status !== '3').reduce<string | null>((max, c) => (max === null || c.endDate > max ? c.endDate : max), null);
}

export const misEmployeeGetEmpContract: Handler<'misEmployeeGetEmpContract'> = ({ query }, ctx) =>
  pageOf(ctx.store, contractRows(ctx.store, ctx), query, CONTRACT_FIELDS, { ...CONTRACT_OPTIONS, memoAs: `hr-contract:${today(ctx)}` });

type ContractForm = BodyOf<'misEmployeeAddEmpContract'>;

function contractProblem(store: Store, form: ContractForm, editing: ContractRow | null): string | null {
  if (form.endDate <= form.startDate) return '合同结束日期必须晚于开始日期';
  if (form.contractNo && contracts.all(store).some((c) => c.contractNo === form.contractNo && c.id !== editing?.id)) return '合同编号已存在';
  return null;
}

export const misEmployeeAddEmpContract: Handler<'misEmployeeAddEmpContract'> = ({ body, session }, ctx) => {
  const { store } = ctx;
  const employee = employees.get(store, body.employeeId);
  if (!employee) return fail(NO_EMPLOYEE);
  if (employee.status === '3') return fail('该员工已离职，不能签订合同');
  const problem = contractProblem(store, body, null);
  if (problem) return fail(problem);
  const day = today(ctx);
  const running = contracts.all(store).find((c) => c.employeeId === employee.id && contractStatus(c, day) === '1' && c.endDate >= body.startDate);
  if (running) return fail(`该员工已有生效中的合同（合同编号 ${running.contractNo}），请办理续签`);
  signContract(
    store,
    ctx,
    {
      contractNo: body.contractNo,
      employeeId: employee.id,
      contractType: body.contractType,
      signType: '1',
      startDate: body.startDate,
      endDate: body.endDate,
      probationMonths: body.probationMonths ?? null,
      signDate: body.signDate || day,
      status: '1',
      terminateDate: null,
      terminateReason: null,
      previousId: null,
      remark: body.remark ?? null,
    },
    session,
  );
  return say(ADDED);
};

export const misEmployeeEditEmpContract: Handler<'misEmployeeEditEmpContract'> = ({ body, session }, ctx) => {
  const { store } = ctx;
  const contract = body.id ? contracts.all(store).find((c) => c.id === body.id) : undefined;
  if (!contract) return fail(body.id ? NOT_FOUND : NO_ID);
  if (contractStatus(contract, today(ctx)) !== '1') return fail('只有生效中的合同可以修改');
  const problem = contractProblem(store, body, contract);
  if (problem) return fail(problem);
  contracts.update(
    contract,
    {
      contractNo: body.contractNo || contract.contractNo,
      contractType: body.contractType,
      startDate: body.startDate,
      endDate: body.endDate,
      ...(body.signDate ? { signDate: body.signDate } : {}),
      ...(body.probationMonths !== undefined ? { probationMonths: body.probationMonths } : {}),
      ...(body.remark !== undefined ? { remark: body.remark } : {}),
    },
    session,
    ctx.now(),
  );
  const employee = employees.all(store).find((e) => e.id === contract.employeeId);
  if (employee) employee.contractEndDate = latestContractEnd(store, employee.id);
  return say(EDITED);
};

export const misEmployeeDeleteEmpContract: Handler<'misEmployeeDeleteEmpContract'> = ({ query }, { store }) => {
  const contract = contracts.all(store).find((c) => c.id === query.id);
  if (!contract) return fail(NOT_FOUND);
  if (contract.status === '4') return fail('已续签的合同不能删除');
  contracts.remove(store, [contract.id]);
  // Deleting a renewal by mistake puts the contract it renewed back in force.
  const previous = contracts.all(store).find((c) => c.id === contract.previousId);
  if (previous?.status === '4') previous.status = '1';
  const employee = employees.all(store).find((e) => e.id === contract.employeeId);
  if (employee) employee.contractEndDate = latestContractEnd(store, employee.id);
  return say(DELETED);
};

export const misEmployeeQueryEmpContractById: Handler<'misEmployeeQueryEmpContractById'> = ({ query }, ctx) => {
  const contract = contractRows(ctx.store, ctx).find((c) => c.id === query.id);
  return contract ? ok(withText(ctx.store, contract, CONTRACT_FIELDS)) : fail(NOT_FOUND);
};

export const misEmployeeRenewEmpContract: Handler<'misEmployeeRenewEmpContract'> = ({ body, session }, ctx) => {
  const { store } = ctx;
  const contract = contracts.all(store).find((c) => c.id === body.id);
  if (!contract) return fail(NOT_FOUND);
  const status = contractStatus(contract, today(ctx));
  if (status === '4') return fail('该合同已续签，请勿重复操作');
  if (status === '3') return fail('已终止的合同不能续签');
  const employee = employees.get(store, contract.employeeId);
  if (!employee || employee.status === '3') return fail('该员工已离职，不能续签');
  const startDate = body.startDate || plusDays(contract.endDate, 1);
  if (startDate <= contract.endDate) return fail(`续签合同的开始日期必须晚于原合同结束日期（${contract.endDate}）`);
  if (body.endDate <= startDate) return fail('合同结束日期必须晚于开始日期');
  contracts.update(contract, { status: '4' }, session, ctx.now());
  signContract(
    store,
    ctx,
    {
      employeeId: employee.id,
      contractType: body.contractType ?? contract.contractType,
      signType: '2',
      startDate,
      endDate: body.endDate,
      probationMonths: null,
      signDate: today(ctx),
      status: '1',
      terminateDate: null,
      terminateReason: null,
      previousId: contract.id,
      remark: body.remark ?? null,
    },
    session,
  );
  return say('续签成功！');
};

export const misEmployeeTerminateEmpContract: Handler<'misEmployeeTerminateEmpContract'> = ({ body, session }, ctx) => {
  const { store } = ctx;
  const contract = contracts.all(store).find((c) => c.id === body.id);
  if (!contract) return fail(NOT_FOUND);
  if (contractStatus(contract, today(ctx)) !== '1') return fail('只有生效中的合同可以终止');
  if (body.terminateDate < contract.startDate) return fail('终止日期不能早于合同开始日期');
  if (body.terminateDate > contract.endDate) return fail('终止日期不能晚于合同结束日期');
  contracts.update(contract, { status: '3', terminateDate: body.terminateDate, terminateReason: body.terminateReason }, session, ctx.now());
  const employee = employees.all(store).find((e) => e.id === contract.employeeId);
  if (employee) employee.contractEndDate = latestContractEnd(store, employee.id);
  return say('终止成功！');
};

const CONTRACT_COLUMNS: ExcelColumn[] = [
  { header: '合同编号', key: 'contractNo', width: 16 },
  { header: '工号', key: 'workNo', width: 12 },
  { header: '姓名', key: 'name', width: 10 },
  { header: '部门', key: 'departId_dictText', width: 14 },
  { header: '项目', key: 'projectId_dictText', width: 22 },
  { header: '合同类型', key: 'contractType_dictText', width: 10 },
  { header: '签订类型', key: 'signType_dictText', width: 8 },
  { header: '开始日期', key: 'startDate', width: 12 },
  { header: '结束日期', key: 'endDate', width: 12 },
  { header: '签订日期', key: 'signDate', width: 12 },
  { header: '合同状态', key: 'status_dictText', width: 8 },
  { header: '距到期天数', key: 'daysToExpire', width: 10 },
  { header: '终止日期', key: 'terminateDate', width: 12 },
  { header: '终止原因', key: 'terminateReason', width: 24 },
  { header: '备注', key: 'remark', width: 20 },
];

export const misEmployeeExportEmpContractXls: Handler<'misEmployeeExportEmpContractXls'> = ({ query, session }, ctx) =>
  exportRows(ctx.store, contractRows(ctx.store, ctx), query, { title: '员工合同', columns: CONTRACT_COLUMNS, fields: CONTRACT_FIELDS, options: CONTRACT_OPTIONS }, session, ctx);
