// The calls the hr lifecycle contract tests share: typed GET and write helpers on one file's mock, the China date the
// server dates things by, and `hire` (an approved enrolment, today).
import { call, expectOk, resultOf, type FileMock, type OperationId, type Schema } from '../kit';
import { newIdCard } from './id-cards';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Employee = Schema<'HrEmployee'>;

/** China's date, as the server dates things. */
export const dayText = (offsetDays = 0) => new Date(Date.now() + 8 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

export function lifecycleCalls(mock: FileMock) {
  const get = <Op extends OperationId>(op: Op, url: string) => call(mock.app, op, { url: `/v1${url}`, token: mock.token });
  const send = <Op extends OperationId>(op: Op, method: Method, url: string, payload?: unknown) =>
    call(mock.app, op, { method, url: `/v1${url}`, token: mock.token, ...(payload === undefined ? {} : { payload }) });

  const departOfProject = () => {
    const project = mock.app.store.data.departs.find((d) => d.orgCategory === '4' && d.status !== '0');
    if (!project?.parentId) throw new Error('no seeded project');
    return { departId: project.parentId, projectId: project.id };
  };

  let mobiles = 0;
  /** Enrols a new person (one-month probation, today) and approves the enrolment; answers the roster employee. */
  async function hire(overrides: Record<string, unknown> = {}): Promise<Employee> {
    const idCard = newIdCard('1996-04-12', '2');
    const form = {
      name: '周期测试',
      sex: '2',
      idCard,
      mobile: `1370000${String(2000 + ++mobiles)}`,
      ...departOfProject(),
      type: '1',
      planEntryDate: dayText(),
      contractType: '1',
      contractYears: 2,
      probationMonths: 1,
      bankName: '招商银行',
      bankCard: '6225880137000001',
      emergencyContact: '周家属',
      emergencyMobile: '13800138000',
      ...overrides,
    };
    expectOk(await send('hrmRelationEnrollmentAdd', 'POST', '/hrm/relation/enrollment/add', form), '添加成功！');
    const [enrolment] = resultOf(await get('hrmRelationEnrollmentList', `/hrm/relation/enrollment/list?idCard=${idCard}`)).records;
    if (!enrolment) throw new Error('the enrolment is not listed');
    expectOk(await send('hrmRelationEnrollmentApprove', 'PUT', '/hrm/relation/enrollment/approve', { id: enrolment.id, result: '1' }), '办理入职成功！');
    const [row] = resultOf(await get('hrmEmployeeList', `/hrm/employee/list?idCard=${idCard}`)).records;
    if (!row) throw new Error('the hire is not on the roster');
    return row as Employee;
  }

  return { get, send, hire, departOfProject };
}
