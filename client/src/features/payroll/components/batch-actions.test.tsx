// A batch row's links by its state and the user's permissions: 锁定 while computed, 发送工资条 and 解锁 once locked,
// 解锁 only with its own permission (payroll:batch:unlock, an administrator's).
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import type { PayrollBatch } from '../api/payroll-api';
import { BatchActions } from './batch-actions';

const ACTIONS = ['payroll:batch:lock', 'payroll:batch:unlock', 'payroll:batch:send'];
const permissions = (held: string[]) => ({
  user: held.map((action) => ({ action, type: '1' as const })),
  all: ACTIONS.map((action) => ({ action, type: '1' as const, status: '1' as const })),
});

const batch = (status: '1' | '2'): PayrollBatch => ({
  id: 'b1', month: '2026-11', groupId: 'g1', status, headcount: 3, grossTotal: 30000, insurancePersonalTotal: 3000, taxTotal: 300,
  netTotal: 26700, insuranceCompanyTotal: 9000, companyCostTotal: 39000, sendCount: 0,
});

const links = () => screen.queryAllByRole('button').map((el) => el.textContent?.replace(/\s/g, ''));

describe('A-GEN-04 薪资核算 row links', () => {
  it('a computed month offers its payslips and 锁定; not 解锁 nor 发送', () => {
    renderWithProviders(<BatchActions row={batch('1')} onChanged={() => undefined} />, { permissions: permissions(ACTIONS) });
    expect(screen.getByText('工资条')).toBeInTheDocument();
    expect(screen.getByText('锁定')).toBeInTheDocument();
    expect(screen.queryByText('解锁')).toBeNull();
    expect(screen.queryByText('发送工资条')).toBeNull();
  });

  it('a locked month offers 发送工资条 and, to an administrator, 解锁', () => {
    renderWithProviders(<BatchActions row={batch('2')} onChanged={() => undefined} />, { permissions: permissions(ACTIONS) });
    expect(screen.getByText('发送工资条')).toBeInTheDocument();
    expect(screen.getByText('解锁')).toBeInTheDocument();
    expect(screen.queryByText('锁定')).toBeNull();
  });

  it('without payroll:batch:unlock a locked month cannot be unlocked; without lock it cannot be locked', () => {
    const { unmount } = renderWithProviders(<BatchActions row={batch('2')} onChanged={() => undefined} />, { permissions: permissions(['payroll:batch:send']) });
    expect(screen.getByText('发送工资条')).toBeInTheDocument();
    expect(screen.queryByText('解锁')).toBeNull();
    unmount();
    renderWithProviders(<BatchActions row={batch('1')} onChanged={() => undefined} />, { permissions: permissions(['payroll:batch:send']) });
    expect(screen.queryByText('锁定')).toBeNull();
    expect(links()).not.toContain('锁定');
  });
});
