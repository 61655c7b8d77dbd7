import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, installFakeBackend } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render-with-providers';
import { InsClaimListPage } from './claim-list-page';

configure({ asyncUtilTimeout: 10_000 });
// Antd forms and modals in happy-dom: slow on the shared 2-core machine.
vi.setConfig({ testTimeout: 90_000 });

const claim = (id: string, status: string, status_dictText: string) => ({
  id, claimNo: `LP20261100${id}`, policyId: 'p1', policyNo: 'P3320260003', employeeId: 'e1', employeeName: `员工${id}`, workNo: '20260802',
  accidentDate: '2026-11-20', claimType: '2', claimType_dictText: '门诊医疗', claimAmount: 1200, paidAmount: status === '3' ? 1000 : null, status, status_dictText, attachments: null,
});
const rows = [claim('1', '1', '已报案'), claim('2', '2', '审核中'), claim('3', '3', '已赔付'), claim('4', '4', '已拒赔')];
const ALL = ['add', 'edit', 'delete', 'review', 'pay', 'reject', 'export', 'import'].map((action) => ({ action: `ins:claim:${action}`, type: '1' as const }));
/** Every button is configured (a code nobody configured would be allowed to all). */
const DEFINED = ALL.map((p) => ({ ...p, status: '1' as const }));
const bodyRows = () => document.querySelectorAll('tbody tr.ant-table-row');
const row = (index: number) => within(bodyRows()[index] as HTMLElement);

let backend: ReturnType<typeof installFakeBackend>;

beforeEach(() => {
  backend = installFakeBackend({
    'GET /mis/insClaim/list': () => ({ data: envelope(200, { records: rows, total: 4 }) }),
    'PUT /mis/insClaim/transition': () => ({ data: envelope(500, null, '赔付金额须大于0且不超过报案金额（1200元）') }),
  });
});

describe('理赔管理', () => {
  it('A-GEN-13 offers each state only its moves: 提交审核 and 编辑 while 已报案, 赔付 and 拒赔 under review, none once decided', async () => {
    renderWithProviders(<InsClaimListPage />, { permissions: { user: ALL, all: DEFINED } });
    await waitFor(() => expect(bodyRows()).toHaveLength(4));
    expect(row(0).getByText('提交审核')).toBeTruthy();
    expect(row(0).getByText('编辑')).toBeTruthy();
    expect(row(0).getByText('删除')).toBeTruthy();
    expect(row(1).getByText('赔付')).toBeTruthy();
    expect(row(1).getByText('拒赔')).toBeTruthy();
    expect(row(1).queryByText('编辑')).toBeNull();
    for (const index of [2, 3]) {
      expect(row(index).queryByText('赔付')).toBeNull();
      expect(row(index).queryByText('提交审核')).toBeNull();
      expect(row(index).getByText('查看')).toBeTruthy();
    }
  });

  it('the moves follow the buttons granted: without ins:claim:pay no 赔付, without review no 提交审核', async () => {
    renderWithProviders(<InsClaimListPage />, { permissions: { user: ALL.filter((p) => !/:(pay|review)$/.test(p.action)), all: DEFINED } });
    await waitFor(() => expect(bodyRows()).toHaveLength(4));
    expect(row(0).queryByText('提交审核')).toBeNull();
    expect(row(1).queryByText('赔付')).toBeNull();
    expect(row(1).getByText('拒赔')).toBeTruthy();
  });

  it('赔付 checks the amount against the claim before sending, and shows the server\'s refusal', async () => {
    renderWithProviders(<InsClaimListPage />, { permissions: { user: ALL, all: DEFINED } });
    await waitFor(() => expect(bodyRows()).toHaveLength(4));
    fireEvent.click(row(1).getByText('赔付'));
    const dialog = (await screen.findByText('赔付：LP202611002')).closest('.ant-modal') as HTMLElement;
    const amount = within(dialog).getByRole('spinbutton');
    fireEvent.change(amount, { target: { value: '1500' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('赔付金额须大于0且不超过报案金额（1200元）')).toBeTruthy();
    expect(backend.calls('put', '/mis/insClaim/transition')).toHaveLength(0);
    fireEvent.change(amount, { target: { value: '800' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(JSON.parse(String(backend.calls('put', '/mis/insClaim/transition')[0]?.data))).toEqual({ id: '2', action: 'pay', paidAmount: 800 }));
    expect(await screen.findByText('赔付金额须大于0且不超过报案金额（1200元）', { selector: '.ant-message *' })).toBeTruthy();
  });
});
