// The employee lifecycle across the hr calls, as one person lives it: enrolment → roster (试用) → 试用期 →
// regularisation (正式) → contract renewal and termination → resignation (离职) → recycle bin → recover; each step
// read back from the roster, the change records and the workbench's headcount, and every illegal step refused with
// its message (a table below). Answers are validated against the document by `call`.
import { describe, expect, it } from 'vitest';
import { expect400, expectFail, expectOk, mockPerFile, resultOf, type Schema } from '../kit';
import { dayText, lifecycleCalls } from './lifecycle-calls';

const mock = mockPerFile({ login: 'admin' });

type Employee = Schema<'HrEmployee'>;
type Contract = Schema<'HrContract'>;
type Probation = Schema<'HrProbation'>;

const { get, send, hire, departOfProject } = lifecycleCalls(mock);

const headcount = async () => resultOf(await get('misDashboardGlobalSummary', '/mis/dashboard/globalSummary')).group2.value_9;
const employee = async (id: string) => resultOf(await get('hrmEmployeeQueryById', `/hrm/employee/queryById?id=${id}`)) as Employee;
const changes = async (id: string) => resultOf(await get('hrmEmployeeListChangeByMainId', `/hrm/employee/listChangeByMainId?employeeId=${id}&pageSize=50`)).records.map((c) => c.changeType_dictText).sort();
const contractsOf = async (id: string) => resultOf(await get('misEmployeeGetEmpContract', `/mis/employee/getEmpContract?employeeId=${id}&column=startDate&order=asc`)).records as Contract[];
const probations = async (query: string) => resultOf(await get('hrmRelationRegularProbationList', `/hrm/relation/regular/probationList${query}`));

describe('the lifecycle of one person', () => {
  it('A-GEN-03 enrolment → 试用 → 试用期 list → 正式 → renewal → termination → 离职 → recycle bin → recover, with change records and headcount', async () => {
    const before = await headcount();
    const person = await hire();
    // The enrolment's personal details reach the roster.
    expect(await employee(person.id)).toMatchObject({ status: '1', entryDate: dayText(), bankName: '招商银行', bankCard: '6225880137000001', emergencyContact: '周家属', emergencyMobile: '13800138000' });
    expect(await changes(person.id)).toEqual(['入职']);
    expect(await headcount()).toBe(before + 1);

    // 试用期: a one-month probation ends within 30 days; the list says when and that no request is made yet.
    const [probation] = (await probations(`?workNo=${person.workNo}`)).records as Probation[];
    expect(probation).toMatchObject({ id: person.id, employeeId: person.id, applying: false, type_dictText: '外包人员' });
    expect(probation?.daysLeft).toBeGreaterThanOrEqual(27);
    expect(probation?.daysLeft).toBeLessThanOrEqual(30);
    expect((await probations(`?workNo=${person.workNo}&days=10`)).total).toBe(0);

    expectOk(await send('hrmRelationRegularAdd', 'POST', '/hrm/relation/regular/add', { employeeId: person.id, regularDate: dayText(30), assessScore: 90 }), '添加成功！');
    expect((await probations(`?workNo=${person.workNo}`)).records[0]).toMatchObject({ applying: true });
    const [regular] = resultOf(await get('hrmRelationRegularList', `/hrm/relation/regular/list?employeeId=${person.id}`)).records;
    expectOk(await send('hrmRelationRegularApprove', 'PUT', '/hrm/relation/regular/approve', { id: regular?.id, result: '1' }), '转正审批通过');
    expect(await employee(person.id)).toMatchObject({ status: '2', regularDate: dayText(30) });
    expect((await probations(`?workNo=${person.workNo}`)).total).toBe(0);
    expect(await changes(person.id)).toEqual(['入职', '转正']);

    // 续签: the first contract becomes 已续签; the renewal starts the day after and moves the roster's end date.
    const [first] = await contractsOf(person.id);
    if (!first) throw new Error('no first contract');
    expectFail(await send('misEmployeeRenewEmpContract', 'PUT', '/mis/employee/renewEmpContract', { id: first.id, startDate: first.endDate, endDate: '2040-12-31' }), `续签合同的开始日期必须晚于原合同结束日期（${first.endDate}）`);
    expectOk(await send('misEmployeeRenewEmpContract', 'PUT', '/mis/employee/renewEmpContract', { id: first.id, endDate: '2040-12-31' }), '续签成功！');
    const [renewed, second] = await contractsOf(person.id);
    expect(renewed).toMatchObject({ id: first.id, status: '4' });
    expect(second).toMatchObject({ signType: '2', status: '1', endDate: '2040-12-31', previousId: first.id });
    expect((await employee(person.id)).contractEndDate).toBe('2040-12-31');

    // 终止 the renewal: the roster's end date falls back to the latest contract not terminated.
    expectOk(await send('misEmployeeTerminateEmpContract', 'PUT', '/mis/employee/terminateEmpContract', { id: second?.id, terminateDate: second?.startDate, terminateReason: '项目结束，协商解除' }), '终止成功！');
    expect((await contractsOf(person.id))[1]).toMatchObject({ status: '3', status_dictText: '已终止', terminateDate: second?.startDate, terminateReason: '项目结束，协商解除', daysToExpire: null });
    expect((await employee(person.id)).contractEndDate).toBe(first.endDate);

    // 离职 on its last day today: no longer on the staff, and a later regularisation is refused by name.
    expectOk(await send('hrmRelationDimissionAdd', 'POST', '/hrm/relation/dimission/add', { employeeId: person.id, dimissionType: '1', leaveDate: dayText(), reason: '个人发展' }), '添加成功！');
    const [leave] = resultOf(await get('hrmRelationDimissionList', `/hrm/relation/dimission/list?employeeId=${person.id}`)).records;
    expectOk(await send('hrmRelationDimissionApprove', 'PUT', '/hrm/relation/dimission/approve', { id: leave?.id, result: '1' }), '离职审批通过');
    expect(await employee(person.id)).toMatchObject({ status: '3', leaveDate: dayText() });
    expect(await changes(person.id)).toEqual(['入职', '离职', '转正']);
    expect(await headcount()).toBe(before);

    // Recycle bin and back: still 离职, still not counted.
    expectOk(await send('hrmEmployeeDelete', 'DELETE', `/hrm/employee/delete?id=${person.id}`), '删除成功!');
    expect(resultOf(await get('misEmployeeRosterRecycleList', `/mis/employee/rosterRecycleList?workNo=${person.workNo}`)).total).toBe(1);
    expectOk(await send('misEmployeeRecover', 'PUT', `/mis/employee/recover?id=${person.id}`), '还原成功!');
    expect(await employee(person.id)).toMatchObject({ delFlag: 0, status: '3' });
    expect(await headcount()).toBe(before);
  });
});

describe('illegal steps are refused with their message', () => {
  const cases: { step: string; act: (person: Employee) => Promise<unknown>; message: string }[] = [
    {
      step: 'regularising a resigned employee',
      act: async (person) => {
        await send('hrmRelationDimissionAdd', 'POST', '/hrm/relation/dimission/add', { employeeId: person.id, dimissionType: '1', leaveDate: dayText(), reason: '个人原因' });
        const [leave] = resultOf(await get('hrmRelationDimissionList', `/hrm/relation/dimission/list?employeeId=${person.id}`)).records;
        await send('hrmRelationDimissionApprove', 'PUT', '/hrm/relation/dimission/approve', { id: leave?.id, result: '1' });
        return send('hrmRelationRegularAdd', 'POST', '/hrm/relation/regular/add', { employeeId: person.id, regularDate: dayText(30) });
      },
      message: '已离职员工不能转正',
    },
    {
      step: 'a renewal that starts before the current contract ends',
      act: async (person) => {
        const [first] = await contractsOf(person.id);
        return send('misEmployeeRenewEmpContract', 'PUT', '/mis/employee/renewEmpContract', { id: first?.id, startDate: dayText(10), endDate: '2041-01-01' });
      },
      message: '续签合同的开始日期必须晚于原合同结束日期',
    },
    {
      step: 'terminating before the contract starts',
      act: async (person) => {
        const [first] = await contractsOf(person.id);
        return send('misEmployeeTerminateEmpContract', 'PUT', '/mis/employee/terminateEmpContract', { id: first?.id, terminateDate: dayText(-1), terminateReason: '误操作' });
      },
      message: '终止日期不能早于合同开始日期',
    },
    {
      step: 'terminating after the contract ends',
      act: async (person) => {
        const [first] = await contractsOf(person.id);
        return send('misEmployeeTerminateEmpContract', 'PUT', '/mis/employee/terminateEmpContract', { id: first?.id, terminateDate: '2099-01-01', terminateReason: '误操作' });
      },
      message: '终止日期不能晚于合同结束日期',
    },
    {
      step: 'terminating a contract twice',
      act: async (person) => {
        const [first] = await contractsOf(person.id);
        await send('misEmployeeTerminateEmpContract', 'PUT', '/mis/employee/terminateEmpContract', { id: first?.id, terminateDate: dayText(), terminateReason: '协商解除' });
        return send('misEmployeeTerminateEmpContract', 'PUT', '/mis/employee/terminateEmpContract', { id: first?.id, terminateDate: dayText(), terminateReason: '协商解除' });
      },
      message: '只有生效中的合同可以终止',
    },
    {
      step: 'enrolling someone already on the roster',
      act: (person) => send('hrmRelationEnrollmentAdd', 'POST', '/hrm/relation/enrollment/add', { name: person.name, sex: person.sex, idCard: person.idCard, mobile: '13700009999', ...departOfProject(), type: '1', planEntryDate: dayText(), contractType: '1' }),
      message: '该人员已在职，不能重复办理入职',
    },
    {
      step: 'a second resignation request while one awaits approval',
      act: async (person) => {
        await send('hrmRelationDimissionAdd', 'POST', '/hrm/relation/dimission/add', { employeeId: person.id, dimissionType: '1', leaveDate: dayText(5), reason: '个人原因' });
        return send('hrmRelationDimissionAdd', 'POST', '/hrm/relation/dimission/add', { employeeId: person.id, dimissionType: '4', leaveDate: dayText(6), reason: '协商' });
      },
      message: '该员工已有待审批的离职申请',
    },
  ];

  it.each(cases)('refuses $step', async ({ act, message }) => {
    const person = await hire();
    const answer = (await act(person)) as Parameters<typeof expectFail>[0];
    expect(answer.body).toMatchObject({ success: false, code: 500 });
    expect(String((answer.body as { message: string }).message)).toContain(message);
  });

  it('refuses to terminate an unknown contract and answers 400 without a reason', async () => {
    expectFail(await send('misEmployeeTerminateEmpContract', 'PUT', '/mis/employee/terminateEmpContract', { id: 'unknown', terminateDate: dayText(), terminateReason: '无' }), '未找到对应数据');
    expect400(await send('misEmployeeTerminateEmpContract', 'PUT', '/mis/employee/terminateEmpContract', { id: 'x', terminateDate: dayText() }), '参数错误：body.terminateReason 不能为空');
  });
});
