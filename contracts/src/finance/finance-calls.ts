// What the finance contract tests share: typed GET and write helpers on one file's mock, China's date and month (as the
// server dates things), and a settlement drawn up, confirmed and invoiced for a project no other test bills.
import { call, resultOf, type FileMock, type OperationId } from '../kit';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** China's date, as the server dates things. */
export const dayText = (offsetDays = 0) => new Date(Date.now() + 8 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
export const monthText = () => dayText().slice(0, 7);
export const cents = (yuan: number) => Math.round(yuan * 100);

export function financeCalls(mock: FileMock) {
  const get = <Op extends OperationId>(op: Op, url: string) => call(mock.app, op, { url: `/v1${url}`, token: mock.token });
  const send = <Op extends OperationId>(op: Op, method: Method, url: string, payload?: unknown) =>
    call(mock.app, op, { method, url: `/v1${url}`, token: mock.token, ...(payload === undefined ? {} : { payload }) });
  const settlementsOf = async (query = '') => resultOf(await get('misSettlementList', `/mis/settlement/list${query}`));
  const invoicesOf = async (query = '') => resultOf(await get('misInvoiceList', `/mis/invoice/list${query}`));
  const summary = async () => resultOf(await get('misDashboardGlobalSummary', '/mis/dashboard/globalSummary'));

  /** A project with no settlement this month (the seed drafts one for every third running project). */
  const freeProject = () => {
    const month = monthText();
    const billed = new Set(mock.app.store.data.settlements.filter((s) => s.settleMonth === month).map((s) => s.projectId));
    const project = mock.app.store.data.projects.find((p) => !billed.has(p.id));
    if (!project) throw new Error('every project is billed this month');
    return project;
  };

  /** Draws up this month's settlement of a free project (and confirms it); answers the stored row. */
  async function settlement(form: Record<string, unknown> = {}, confirm = true) {
    const project = freeProject();
    const answer = await send('misSettlementAdd', 'POST', '/mis/settlement/add', { projectId: project.id, settleMonth: monthText(), headcount: 12, unitPrice: 8500.5, ...form });
    if (!answer.body.success) throw new Error(answer.body.message);
    const row = (await settlementsOf(`?projectId=${project.id}&settleMonth=${monthText()}`)).records[0];
    if (!row) throw new Error('settlement not listed');
    if (confirm) await send('misSettlementConfirm', 'PUT', `/mis/settlement/confirm?id=${row.id}`);
    return { project, row };
  }

  let invoiceNumbers = 0;
  /** Invoices the settlements (6 %, today); answers the listed invoice. */
  async function invoice(settlementIds: string[], form: Record<string, unknown> = {}) {
    const invoiceNo = String(88_000_000 + ++invoiceNumbers);
    const answer = await send('misInvoiceAdd', 'POST', '/mis/invoice/add', { settlementIds: settlementIds.join(','), invoiceType: '1', taxRate: 6, invoiceNo, invoiceDate: dayText(), ...form });
    if (!answer.body.success) throw new Error(answer.body.message);
    const row = (await invoicesOf(`?invoiceNo=${invoiceNo}`)).records[0];
    if (!row) throw new Error('invoice not listed');
    return row;
  }

  return { get, send, settlementsOf, invoicesOf, summary, freeProject, settlement, invoice };
}
