// 结算单's state machine in the list: a draft offers 编辑 / 删除 / 确认, a confirmed one only 撤回 / 开票 (its
// edit is refused by the server too, in its own words); the links follow the permissions; a refused 确认 shows the
// server's message and the row stays as it was.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUiFeedback, type UiFeedback } from '@/api/ui-feedback';
import { envelope, installFakeBackend } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render-with-providers';
import type { PermissionLists } from '@/widgets/access';
import type { Settlement } from '../api/finance-api';
import { SettlementListPage } from './settlement-list-page';

const row = (id: string, status: Settlement['status'], status_dictText: string): Settlement => ({
  id, settleNo: `JS2026100${id}`, projectId: 'p1', projectId_dictText: '中国移动客服外包项目', customerName: '中国移动', businessUnitId: 'u1', settleMonth: '2026-10',
  headcount: 20, unitPrice: 9000.5, overtimeAmount: 1200, otherAmount: 0, deductAmount: 300, amount: 180_910, invoiceId: null, invoiceNo: null, status, status_dictText,
});
const ROWS = [row('1', '0', '草稿'), row('2', '1', '已确认'), row('3', '2', '已开票')];
const ALL = ['add', 'edit', 'delete', 'deleteBatch', 'confirm', 'revoke', 'export'].map((a) => `mis:settlement:${a}`).concat('mis:invoice:add');
const permissions = (actions: string[]): PermissionLists => ({ user: [{ action: actions.join(','), type: '1' }], all: ALL.map((action) => ({ action, type: '1', status: '1', describe: action })) as PermissionLists['all'] });

let warnings: ReturnType<typeof vi.fn>;
beforeEach(() => {
  warnings = vi.fn();
  setUiFeedback({ message: { loading: vi.fn(), warning: warnings, error: warnings, success: vi.fn() }, notification: { error: warnings }, modal: { error: warnings, confirm: vi.fn() } } as unknown as UiFeedback);
});
afterEach(() => setUiFeedback(null));

function renderList(actions: string[]) {
  const backend = installFakeBackend({
    'GET /mis/settlement/list': () => ({ data: envelope(200, { records: ROWS, total: ROWS.length, size: 10, current: 1, pages: 1 }) }),
    'GET /sys/dict/getDictItems/{dictCode}': () => ({ data: envelope(0, []) }),
    'PUT /mis/settlement/confirm': () => ({ data: envelope(500, null, '只有草稿状态的结算单可以确认') }),
  });
  renderWithProviders(<SettlementListPage />, { permissions: permissions(actions) });
  return backend;
}

const rowOf = async (settleNo: string) => (await screen.findByText(settleNo)).closest('tr') as HTMLElement;
const links = (tr: HTMLElement) => within(tr).queryAllByRole('button').map((b) => b.textContent?.replace(/\s/g, '')).filter(Boolean);

describe('结算单 list', () => {
  it('A-GEN-05 a draft offers 编辑, 确认 and 删除; a confirmed one only 撤回 and 开票; an invoiced one none', async () => {
    renderList(ALL);
    expect(links(await rowOf('JS20261001'))).toEqual(expect.arrayContaining(['编辑', '确认', '删除']));
    const confirmed = links(await rowOf('JS20261002'));
    expect(confirmed).toEqual(['撤回', '开票']);
    expect(confirmed).not.toContain('编辑');
    expect(confirmed).not.toContain('删除');
    expect(links(await rowOf('JS20261003'))).toEqual([]);
    expect(within(await rowOf('JS20261001')).getByText('180,910.00')).toBeInTheDocument();
  });

  it('A-GEN-05 without the confirm, revoke and invoice permissions those links are not offered', async () => {
    renderList(['mis:settlement:edit', 'mis:settlement:delete']);
    expect(links(await rowOf('JS20261001'))).not.toContain('确认');
    const confirmed = links(await rowOf('JS20261002'));
    expect(confirmed).not.toContain('撤回');
    expect(confirmed).not.toContain('开票');
  });

  it('A-GEN-05 a 确认 the server refuses shows its message and leaves the row a draft', async () => {
    const backend = renderList(ALL);
    const draft = await rowOf('JS20261001');
    fireEvent.click(within(draft).getByRole('button', { name: /确认/ }));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(backend.calls('put', '/mis/settlement/confirm')).toHaveLength(1));
    await waitFor(() => expect(warnings.mock.calls.flat().some((arg) => JSON.stringify(arg ?? '').includes('只有草稿状态的结算单可以确认'))).toBe(true));
    expect(within(await rowOf('JS20261001')).getByText('草稿')).toBeInTheDocument();
  });
});
